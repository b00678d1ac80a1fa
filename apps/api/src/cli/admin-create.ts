// npm run admin:create -- --email ops@example.com --password '…' [--name 'Ops']
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open-database';
import { runMigrations } from '../db/migrate';
import { createAuth } from '../platform/auth/better-auth';
import { authSecret } from '../platform/auth/secret';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createAdmin } from './create-admin';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.email || !values.password) {
  process.stderr.write(
    'usage: npm run admin:create -- --email <email> --password <password>\n' +
      '       (in the container image: admin-create --email <email> --password <password>)\n',
  );
  process.exit(2);
}

const config = loadConfig();
const log = createLogger('warn');
const database = await openDatabase(config, log);
try {
  await runMigrations(database.db);
  const auth = createAuth({
    db: database.db,
    secret: await authSecret(database.db, config.authSecret),
    publicUrl: config.publicUrl,
    clock: systemClock,
    oidc: undefined,
    passwordHashN: config.passwordHashN,
    sendResetPassword: async () => undefined,
  });
  const result = await createAdmin(database.db, auth, {
    email: values.email,
    password: values.password,
    ...(values.name ? { name: values.name } : {}),
  });
  process.stdout.write(
    result.created
      ? `Created admin ${values.email}\n`
      : `${values.email} already had an account: added the admin role\n`,
  );
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
