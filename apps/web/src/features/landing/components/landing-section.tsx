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
      // Off screen, a section is neither laid out nor painted: a page shown or changed (the
      // other language, issue 31) is drawn by its first screen's cost, on a slow phone too.
      style={{
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 640px',
        ...(tinted ? { background: 'var(--mantine-color-pot-0)' } : {}),
      }}
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
