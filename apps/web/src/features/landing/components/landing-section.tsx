import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type LandingSectionProps = { id: string; title: string; tinted?: boolean; children: ReactNode };

/** A landing-page section that the header links to by its anchor. */
export function LandingSection({ id, title, tinted = false, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      style={tinted ? { background: 'var(--mantine-color-pot-0)' } : undefined}
    >
      <Container size="md" py={64}>
        <Stack gap="lg">
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {children}
        </Stack>
      </Container>
    </section>
  );
}
