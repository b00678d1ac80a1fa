import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { MIN_PASSWORD_LENGTH } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { Clock } from '../clock';
import { adapterOnAppTime, libraryLead } from './library-time';
import { passwordHasher } from './password-hash';

/** Decisions A3: an idle session ends after 15 minutes; "keep me signed in" lasts 30 days. */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_LINK_VALID_MINUTES = 60;
export const FEDERATED_PROVIDER_ID = 'oidc';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
};

export type ResetMailRequest = { userId: string; email: string; token: string };

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Other origins the app answers as itself (default: only the public URL's). */
  trustedOrigins?: string[];
  clock: Clock;
  oidc: OidcSettings | undefined;
  sendResetPassword: (request: ResetMailRequest) => Promise<void>;
  /** scrypt's cost for new hashes (config PASSWORD_HASH_N); better-auth's own by default. */
  passwordHashN?: number;
};

/**
 * better-auth on our database, configured to the product's rules rather than its defaults:
 * no session refresh of its own (the API slides idle sessions itself, see session.ts), a
 * session length chosen by "keep me signed in", no in-memory rate limiting (ours is in
 * PostgreSQL), and password resets that end every session.
 */
export function createAuth(options: AuthOptions) {
  const { clock } = options;
  return betterAuth({
    appName: 'QuitPot',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins ?? [options.publicUrl],
    database: adapterOnAppTime(
      drizzleAdapter(options.db, { provider: 'pg', schema, usePlural: true }),
      clock,
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 200,
      password: passwordHasher(options.passwordHashN),
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) =>
        options.sendResetPassword({ userId: user.id, email: user.email, token }),
    },
    session: {
      expiresIn: PERSISTENT_SESSION_MS / 1000,
      disableSessionRefresh: true,
      additionalFields: {
        persistent: { type: 'boolean', defaultValue: false, input: false },
        role: { type: 'string', required: false, input: false },
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'quitpot',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    telemetry: { enabled: false },
    // Refused passwords and the like are ours to report (audit trail, one log line per request).
    logger: { level: 'error' },
    databaseHooks: {
      session: {
        create: {
          // Every new session starts as an idle one (15 minutes); sign-in with "keep me
          // signed in" then makes it persistent (sign-in.ts), so no path can skip the rule.
          before: async (session) => ({
            data: {
              ...session,
              persistent: false,
              // In better-auth's time (the database adapter moves it to the app's).
              expiresAt: new Date(clock.now().getTime() + SESSION_IDLE_MS + libraryLead(clock)),
            },
          }),
        },
      },
    },
    plugins: [
      bearer(),
      // Always present (an empty provider list when no issuer is configured) so the API's
      // type includes its endpoints; /api/account/federated/start is only routed when set.
      genericOAuth({
        config: options.oidc
          ? [
              {
                providerId: FEDERATED_PROVIDER_ID,
                discoveryUrl: `${options.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: options.oidc.clientId,
                clientSecret: options.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ]
          : [],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
