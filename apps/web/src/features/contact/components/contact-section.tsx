import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ContactForm } from './contact-form';

/** The landing page's #contact section. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <section id="contact" aria-labelledby="contact-title">
      <Container size="md" py={64}>
        <Stack gap="lg">
          <Title order={2} id="contact-title">
            {t('title')}
          </Title>
          <Text maw={640}>{t('intro')}</Text>
          <ContactForm />
        </Stack>
      </Container>
    </section>
  );
}
