import { pageRoutes } from '@quit/contracts/routes';
import { useSession } from '@/features/auth/api/get-session';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';

export type NavItem = {
  label: string;
  to: string;
  /** Opens outside the app, in a new tab. */
  external?: boolean;
  children?: NavItem[];
};

/**
 * "Help" goes to the beta-feedback form when one is configured, else to the contact form. One
 * setting (issue 30): the server's BETA_FEEDBACK_URL, from the web app's configuration, as for
 * the footer's link; no build-time copy of its own.
 */
export function useHelpItem(label: string): NavItem {
  const { data: config } = useWebappConfig();
  const url = config?.betaFeedbackUrl ?? null;
  return url ? { label, to: url, external: true } : { label, to: '/#contact' };
}

/** The operator console, in the menu of an account that has the admin role (issue 30). */
export function useConsoleItems(label: string): NavItem[] {
  const { data: session } = useSession();
  return session?.user.roles.includes('admin') ? [{ label, to: pageRoutes.admin }] : [];
}
