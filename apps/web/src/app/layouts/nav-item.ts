import { pageRoutes } from '@quit/contracts/routes';
import { useSession } from '@/features/auth/api/get-session';

export type NavItem = {
  label: string;
  to: string;
  /** Opens outside the app, in a new tab. */
  external?: boolean;
  children?: NavItem[];
};

/** "Help" goes to the beta-feedback form when one is configured, else to the contact form. */
export function helpItem(label: string): NavItem {
  const url = import.meta.env.VITE_BETA_FEEDBACK_URL;
  return url ? { label, to: url, external: true } : { label, to: '/#contact' };
}

/** The operator console, in the menu of an account that has the admin role (issue 30). */
export function useConsoleItems(label: string): NavItem[] {
  const { data: session } = useSession();
  return session?.user.roles.includes('admin') ? [{ label, to: pageRoutes.admin }] : [];
}
