import { Anchor, Button, CopyButton, Group } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';

type ShareButtonsProps = {
  url: string;
  /** The text a messenger shows with the link, e.g. "Support Grace on QuitPot". */
  text: string;
};

const noSubscription = () => () => undefined;
const hasShareSheet = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Messenger links for a page to pass on, and the device's own share sheet (Web Share API)
 * where there is one; elsewhere a button that copies the link.
 */
export function ShareButtons({ url, text }: ShareButtonsProps) {
  const { t } = useTranslation();
  const message = `${text} ${url}`;
  const links = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    {
      name: 'Telegram',
      href: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    },
    {
      name: t('share_buttons.email'),
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(message)}`,
    },
  ];
  // The server's HTML has no share sheet: the page hydrates with that, then shows the device's.
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false);
  return (
    <Group gap="sm" wrap="wrap" data-testid="share-buttons">
      {canShare ? (
        <Button
          variant="outline"
          data-testid="web-share"
          onClick={() => void navigator.share({ title: text, text, url }).catch(() => undefined)}
        >
          {t('share_buttons.share')}
        </Button>
      ) : (
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'outline'}
              onClick={copy}
              aria-live="polite"
              data-testid="copy-share-link"
            >
              {copied ? t('share_buttons.copied') : t('share_buttons.copy')}
            </Button>
          )}
        </CopyButton>
      )}
      {links.map((link) => (
        <Anchor
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('share_buttons.via', { name: link.name })}
        >
          {link.name}
        </Anchor>
      ))}
    </Group>
  );
}
