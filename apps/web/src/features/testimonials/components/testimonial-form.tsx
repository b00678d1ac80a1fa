import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  TESTIMONIAL_MAX,
  TESTIMONIAL_MIN,
  testimonialTextProblem,
} from '@quit/domain/testimonials';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import {
  useDeleteTestimonial,
  useOwnTestimonial,
  useWriteTestimonial,
} from '../api/testimonials-api';

/** The participant's review once their course was passed: written, shown by choice, deletable. */
export function TestimonialForm() {
  const { data } = useOwnTestimonial();
  if (!data?.eligible) return null;
  // Keyed by the stored review, so the fields start from it again after saving or deleting.
  return <ReviewFields key={data.review?.updatedAt ?? 'new'} review={data.review} />;
}

type Review = NonNullable<NonNullable<ReturnType<typeof useOwnTestimonial>['data']>['review']>;

function ReviewFields({ review }: { review: Review | null }) {
  const { t } = useTranslation('course');
  const [text, setText] = useState(review?.text ?? '');
  const [show, setShow] = useState(review?.show ?? false);
  const [error, setError] = useState<string | null>(null);
  const write = useWriteTestimonial();
  const remove = useDeleteTestimonial();
  const limits = { min: TESTIMONIAL_MIN, max: TESTIMONIAL_MAX };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = testimonialTextProblem(text);
    if (problem) {
      setError(i18n.t(`errors:${problem}`, limits));
      return;
    }
    setError(null);
    write.mutate(
      { text, show },
      {
        onSuccess: () => showToast({ kind: 'success', message: t('review.saved') }),
        // The API client already toasts the message; put it at the field it names.
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.includes('text')) {
            setError(failure.message);
          }
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="review-title">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="review-title">
            {t('review.title')}
          </Title>
          <Text size="sm">{t('review.explain')}</Text>
          {review?.hidden && (
            <Alert color="blue" variant="light" data-testid="review-hidden">
              {t('review.hidden')}
            </Alert>
          )}
          <Textarea
            label={t('review.text')}
            description={t('review.limits', limits)}
            rows={4}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            required
          />
          <Checkbox
            label={t('review.show')}
            checked={show}
            onChange={(event) => setShow(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={write.isPending}>
              {t('review.save')}
            </Button>
            {review && (
              <Button
                variant="default"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => showToast({ kind: 'success', message: t('review.deleted') }),
                  })
                }
              >
                {t('review.delete')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
