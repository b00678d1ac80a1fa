import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useRouteError } from '@/lib/router';

/** Shown when a page throws or its code cannot be loaded (often: a new version was deployed). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" align="start">
        <Title order={1}>{t('route_error.title')}</Title>
        <Text>{t('route_error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
        <Anchor href="/">{t('back_home')}</Anchor>
      </Stack>
    </Container>
  );
}
