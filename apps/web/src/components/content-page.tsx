import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/** A page with one heading and some prose: legal pages, placeholders. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
