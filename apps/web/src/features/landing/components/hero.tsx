import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <Container size="md" py={{ base: 48, md: 96 }}>
      <Stack gap="lg" align="start">
        <Title order={1} fz={{ base: 32, md: 48 }} lh={1.15}>
          {t('hero.title')}
        </Title>
        <Text size="lg" maw={640}>
          {t('hero.text')}
        </Text>
        <Group gap="md">
          {/* Its page is fetched ahead and shown at once, before the app's code (issue 31). */}
          <Button component={Link} to="/auth/signup?role=participant" size="lg" data-prefetch>
            {t('hero.cta')}
          </Button>
          <Button component={Link} to="/#how-it-works" size="lg" variant="default">
            {t('hero.secondary')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
