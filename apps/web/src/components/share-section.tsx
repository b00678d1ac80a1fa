import { Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { ShareLinkField } from '@/components/share-link-field';

type ShareSectionProps = {
  /** The participant's fundraiser link. */
  shareUrl: string;
  /** The words, in the caller's namespace (its `share` block). */
  texts: { title: string; intro: string; linkLabel: string; copy: string; copied: string };
  gap?: MantineSpacing;
  /** More ways to pass the link on, below it (the billing page's "Support a friend"). */
  children?: ReactNode;
};

/** The fundraiser link to pass on: the dashboard's and the billing page's "Share" section. */
export function ShareSection({ shareUrl, texts, gap = 'sm', children }: ShareSectionProps) {
  return (
    <Stack component="section" aria-labelledby="share-title" gap={gap}>
      <Title order={2} id="share-title">
        {texts.title}
      </Title>
      <Text>{texts.intro}</Text>
      <ShareLinkField
        url={shareUrl}
        label={texts.linkLabel}
        copyLabel={texts.copy}
        copiedLabel={texts.copied}
        testId="share-link"
      />
      {children}
    </Stack>
  );
}
