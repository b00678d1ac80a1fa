import { Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BrandLink } from '@/components/brand-link';
import { LanguageSwitcher } from '@/components/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { SandboxBadge } from '@/features/config/components/sandbox-badge';
import classes from './app-frame.module.css';
import type { NavItem } from './nav-item';
import { SideNavLinks, TopNavLinks } from './nav-links';
import { SiteFooter } from './site-footer';

const NAVBAR_ID = 'site-navigation';

type AppFrameProps = {
  /** 'top': links in the header on wide screens; 'side': a sidebar on wide screens. */
  placement?: 'top' | 'side';
  navLabel?: string;
  navItems?: NavItem[];
  /** Header actions such as "Sign in"; they move into the menu on small screens. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every layout: skip link, header, navigation, main region and footer (its own CSS,
 * record 0107).
 */
export function AppFrame({
  placement = 'side',
  navLabel,
  navItems = [],
  actions,
  children,
}: AppFrameProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const withNav = navItems.length > 0 || actions !== undefined;
  // The public header holds six links, which need a wide screen (German labels are long).
  const breakpoint = placement === 'top' ? 'lg' : 'md';

  return (
    <div className={classes.root} data-placement={placement} data-with-nav={withNav || undefined}>
      <SkipLink />
      <Box component="header" px="md" className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {withNav && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom={breakpoint}
                size="sm"
                aria-label={opened ? t('menu.close') : t('menu.open')}
                aria-expanded={opened}
                aria-controls={NAVBAR_ID}
              />
            )}
            <BrandLink />
            <SandboxBadge visibleFrom="xs" />
          </Group>
          {placement === 'top' && navItems.length > 0 && (
            <Box component="nav" aria-label={navLabel} visibleFrom={breakpoint}>
              <TopNavLinks items={navItems} />
            </Box>
          )}
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            {actions && <Box visibleFrom={breakpoint}>{actions}</Box>}
          </Group>
        </Group>
      </Box>
      {withNav && (
        <Box
          component="nav"
          id={NAVBAR_ID}
          p="md"
          aria-label={navLabel}
          className={classes.navbar}
          mod={{ 'closed-mobile': !opened, 'mobile-only': placement === 'top', breakpoint }}
        >
          <SideNavLinks items={navItems} onNavigate={close} />
          {actions && (
            <Box hiddenFrom={breakpoint} mt="md">
              {actions}
            </Box>
          )}
        </Box>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
