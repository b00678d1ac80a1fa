import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One numbered part of a legal page, headed at level 2. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
