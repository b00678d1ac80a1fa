import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useHideTestimonial, useTestimonials } from '../api/admin-api';
import { useDateTime } from '../lib/format';
import { QueryState } from './admin-page';

/** Participants' reviews for the home page (issue 13): operators hide one or show it again. */
export function TestimonialsPanel() {
  const { t } = useTranslation('admin');
  const reviews = useTestimonials();
  const hide = useHideTestimonial();
  const when = useDateTime();
  return (
    <Stack component="section" aria-labelledby="testimonials-title" gap="sm">
      <Title order={2} id="testimonials-title">
        {t('testimonials.title')}
      </Title>
      <Text size="sm">{t('testimonials.explain')}</Text>
      <QueryState query={reviews}>
        {() =>
          reviews.data!.entries.length === 0 ? (
            <Text>{t('common.none')}</Text>
          ) : (
            <Stack component="ul" p={0} style={{ listStyle: 'none' }} data-testid="admin-reviews">
              {reviews.data!.entries.map((review) => (
                <Paper key={review.id} withBorder p="md" component="li">
                  <Stack gap="xs">
                    <Group gap="xs">
                      <Text fw={700}>{review.name}</Text>
                      <Text size="sm">
                        {review.language.toUpperCase()} · {when(review.updatedAt)}
                      </Text>
                      <Badge
                        variant="light"
                        color={review.hidden ? 'red' : review.show ? 'pot' : 'gray'}
                      >
                        {review.hidden
                          ? t('testimonials.hidden')
                          : review.show
                            ? t('testimonials.shown')
                            : t('testimonials.not_shown')}
                      </Badge>
                    </Group>
                    <Text lang={review.language} style={{ whiteSpace: 'pre-wrap' }}>
                      {review.text}
                    </Text>
                    <Button
                      size="xs"
                      variant={review.hidden ? 'default' : 'filled'}
                      style={{ alignSelf: 'start' }}
                      loading={hide.isPending && hide.variables?.id === review.id}
                      onClick={() =>
                        hide.mutate(
                          { id: review.id, hidden: !review.hidden },
                          {
                            onSuccess: () =>
                              showToast({
                                kind: 'success',
                                message: t(
                                  review.hidden
                                    ? 'testimonials.shown_done'
                                    : 'testimonials.hidden_done',
                                ),
                              }),
                          },
                        )
                      }
                    >
                      {review.hidden ? t('testimonials.show_again') : t('testimonials.hide')}
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
