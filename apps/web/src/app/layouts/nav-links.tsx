import { Anchor, Group, NavLink, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from '@/lib/router';
import { IconExternalLink } from '@/components/icons';
import type { NavItem } from './nav-item';

type SideNavLinksProps = { items: NavItem[]; onNavigate: () => void };

/** Vertical navigation: the app's sidebar and the mobile menu. */
export function SideNavLinks({ items, onNavigate }: SideNavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  const render = (item: NavItem) => {
    if (item.children) {
      const opened = item.children.some((child) => child.to === pathname);
      return (
        <NavLink key={item.label} label={item.label} defaultOpened={opened}>
          {item.children.map(render)}
        </NavLink>
      );
    }
    if (item.external) {
      return (
        <NavLink
          key={item.label}
          component="a"
          href={item.to}
          target="_blank"
          rel="noopener noreferrer"
          label={
            <>
              {item.label} <VisuallyHidden>{t('opens_in_new_tab')}</VisuallyHidden>
            </>
          }
          rightSection={<IconExternalLink size={16} aria-hidden />}
        />
      );
    }
    const active = item.to === pathname;
    return (
      <NavLink
        key={item.label}
        component={Link}
        to={item.to}
        label={item.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };

  return items.map(render);
}

/** Horizontal navigation in the header, for wide screens. */
export function TopNavLinks({ items }: { items: NavItem[] }) {
  return (
    <Group gap="lg" wrap="nowrap">
      {items.map((item) => (
        <Anchor
          key={item.label}
          component={Link}
          to={item.to}
          c="var(--mantine-color-text)"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {item.label}
        </Anchor>
      ))}
    </Group>
  );
}
