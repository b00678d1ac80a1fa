import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import '@/components/form-styles';

/** A narrow page with one heading, for the sign-in, sign-up and related forms. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
