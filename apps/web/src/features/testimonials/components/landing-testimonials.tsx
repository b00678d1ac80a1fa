import { Blockquote, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { usePublicTestimonials } from '../api/testimonials-api';

/** Reviews on the landing page: real ones only; the section is absent while there are none. */
export function LandingTestimonials() {
  const { t } = useTranslation('landing');
  const { data } = usePublicTestimonials();
  if (!data || data.entries.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-title">
      <Container size="md" py={64}>
        <Stack gap="lg">
          <Title order={2} id="reviews-title">
            {t('reviews.title')}
          </Title>
          <Text>{t('reviews.intro')}</Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="landing-reviews"
          >
            {data.entries.map((entry) => (
              <li key={entry.id}>
                <Blockquote
                  cite={`– ${entry.name}`}
                  color="pot"
                  p="md"
                  styles={{ cite: { color: 'var(--mantine-color-text)' } }}
                >
                  <Text lang={entry.language} style={{ whiteSpace: 'pre-wrap' }}>
                    {entry.text}
                  </Text>
                </Blockquote>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
