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
