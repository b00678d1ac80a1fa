import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { SandboxBadge } from '@/features/config/components/sandbox-badge';
import classes from './app-frame.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: config } = useWebappConfig();
  const betaFeedbackUrl = config?.betaFeedbackUrl ?? null;
  const links = [
    { to: '/terms', label: t('footer.terms') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/cookie-policy', label: t('footer.cookie_policy') },
    { to: '/impressum', label: t('footer.impressum') },
  ];
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="md" px="md" py="lg">
        <Group gap="sm">
          {/* The year of a prerendered page is the server's; the browser's may already be the
              next (a new year in the visitor's zone, or a device's clock): the text may differ
              at hydration without React dropping the page's markup (record 0110). */}
          <Text size="sm" c="dimmed" suppressHydrationWarning>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          {/* On narrow screens the header has no room for it. */}
          <SandboxBadge hiddenFrom="xs" />
        </Group>
        <nav aria-label={t('footer.legal_label')}>
          <Group gap="md">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
            {betaFeedbackUrl !== null && (
              <Anchor
                href={betaFeedbackUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                data-testid="beta-feedback-link"
              >
                {t('footer.beta_feedback')} <VisuallyHidden>{t('opens_in_new_tab')}</VisuallyHidden>
              </Anchor>
            )}
          </Group>
        </nav>
      </Group>
    </footer>
  );
}
