// Accounts' foundation, registered before every module: better-auth, the same-origin check,
// the session of each request and the access guard every route declares itself to.
import fp from 'fastify-plugin';
import { accessGuard } from '../../platform/auth/access';
import { guessLimit } from '../../platform/guess-limit';
import { createAuth } from '../../platform/auth/better-auth';
import { sameOriginGuard } from '../../platform/auth/same-origin';
import { resolveHandoffSession } from '../../platform/auth/handoff-session';
import { authSecret, sharedSecret } from '../../platform/auth/secret';
import { sessionPlugin } from '../../platform/auth/session';
import type { AccountDeps } from './deps';
import { findProfile } from '../course-row/find-profile';
import { hasRole } from './people';
import { resetMailSender } from './reset-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** What account operations need; modules add their `beforeDeletion` hooks here. */
    accounts: AccountDeps;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { config, db, clock, mailer } = app;
    const auth = createAuth({
      db,
      secret: await authSecret(db, config.authSecret),
      publicUrl: config.publicUrl,
      trustedOrigins: config.ownOrigins,
      clock,
      oidc: config.oidc,
      passwordHashN: config.passwordHashN,
      sendResetPassword: resetMailSender(db, mailer, config.publicUrl),
    });
    app.decorate('accounts', {
      db,
      auth,
      clock,
      mailer,
      publicUrl: config.publicUrl,
      linkSecret: await sharedSecret(db, 'email_link_secret'),
      beforeDeletion: [],
    });
    await app.register(sameOriginGuard);
    await app.register(sessionPlugin, {
      auth,
      db,
      clock,
      languageOf: async (userId) => (await findProfile(db, userId))?.language ?? null,
    });
    await app.register(accessGuard, {
      hasRole: (userId, role) => hasRole(db, userId, role),
      handoffSession: (request) => resolveHandoffSession(db, clock, request),
      clock,
    });
    await app.register(guessLimit, { db, clock });
  },
  { name: 'auth', dependencies: ['core'] },
);
