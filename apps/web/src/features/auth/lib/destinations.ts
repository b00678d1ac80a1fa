import { pageRoutes } from '@quit/contracts/routes';
import type { Role, SignInRole } from '@quit/contracts/account';

// Not the contracts' `signInRoles`: importing a value from there would load zod with the page.
export const SIGN_IN_ROLES = ['participant', 'supporter'] as const satisfies readonly SignInRole[];

/** The page a role lands on after signing in or up (spec §2). */
export function dashboardPath(role: Role | null | undefined): string {
  if (role === 'participant') return pageRoutes.participantDashboard;
  if (role === 'supporter') return pageRoutes.supporterDashboard;
  if (role === 'admin') return pageRoutes.admin;
  return pageRoutes.home;
}

export function isSignInRole(value: unknown): value is SignInRole {
  return typeof value === 'string' && (SIGN_IN_ROLES as readonly string[]).includes(value);
}

/**
 * `?next=` only when it is a path of this site (never `//evil.example` or `https://…`) and not
 * another auth page, which would loop or sign the user straight out again.
 */
export function safeNextPath(next: string | null, origin = window.location.origin): string | null {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return null;
  }
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname.startsWith('/auth/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where the sign-in page should send someone who must sign in to see `path`. */
export function signInPath(path: string, role?: SignInRole): string {
  const params = new URLSearchParams({ next: path });
  if (role) params.set('role', role);
  return `${pageRoutes.signIn}?${params.toString()}`;
}
