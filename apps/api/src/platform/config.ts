import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_CURRENCY,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  MIN_BALANCE_CENTS,
  OFFLINE_CACHE_DEFAULT_MIB,
  OFFLINE_CACHE_MIN_MIB,
  START_DATE_MAX_DAYS_AHEAD,
} from '@quit/domain/constants';
import { DEFAULT_TEST_AUDIT_SHARE } from '@quit/domain/test-audit';
import { DEFAULT_QUITLINES, type QuitlineCountry } from '@quit/domain/craving';
import { SPOT_TESTS_DEFAULT, SPOT_TESTS_MAX } from '@quit/domain/spot-test';
import {
  RECORDING_CHUNK_SECONDS_DEFAULT,
  RECORDING_CHUNK_SECONDS_MAX,
  RECORDING_CHUNK_SECONDS_MIN,
} from '@quit/domain/test-recording';
import {
  HIGHEST_SCRYPT_N,
  isScryptCost,
  LOWEST_SCRYPT_N,
  STANDARD_SCRYPT_N,
} from './auth/password-hash';

/**
 * The repository root, so relative defaults work from any working directory: from
 * apps/api/src/platform when run from source, from apps/api/dist when run built.
 */
export const repoRoot = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '../../..' : '../../../..',
);

const port = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number between 0 and 65535` })
    .int(`${what} must be a whole number between 0 and 65535`)
    .min(0, `${what} must be a whole number between 0 and 65535`)
    .max(65_535, `${what} must be a whole number between 0 and 65535`);

const cents = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number of cents` })
    .int(`${what} must be a whole number of cents`)
    .nonnegative(`${what} must be a whole number of cents`);

/** A phone number as people dial it: digits, spaces, and an optional leading plus. */
const quitline = (what: string) =>
  z
    .string()
    .regex(/^\+?[0-9][0-9 ]{4,24}$/, `${what} must be a phone number such as 0800 8 31 31 31`);

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8), not true: trusting every hop lets anyone pick their IP with X-Forwarded-For';

/** A proxy address as proxy-addr takes it: an IP, a CIDR range or one of its named ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which `X-Forwarded-For` hops to believe: none (`false`), the last n hops (a count: the
 * proxies in front of the app), or the hops from the listed addresses. Never every hop.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const given = value.trim().toLowerCase();
  if (given === 'false' || given === '0') return false;
  if (/^\d+$/.test(given) && Number(given) <= 10) return Number(given);
  const addresses = given.split(',').map((part) => part.trim());
  if (given !== 'true' && addresses.every(isProxyAddress)) return addresses;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every environment variable the API reads, with its default. `.env.example` mirrors this. */
const HASH_COST_PROBLEM = `PASSWORD_HASH_N must be a power of two from ${LOWEST_SCRYPT_N} to ${HIGHEST_SCRYPT_N} (scrypt's cost; default ${STANDARD_SCRYPT_N}, lower only for tests)`;

export const envSchema = z
  .object({
    PORT: port('PORT').default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute http(s) URL' }).optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
          .optional(),
      )
      .optional(),
    DATA_DIR: z.string().min(1).default('data'),
    EMBEDDED_DB_PORT: port('EMBEDDED_DB_PORT').default(0),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxy.default(false),
    CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'CURRENCY must be a three-letter ISO 4217 code such as EUR')
      .default(DEFAULT_CURRENCY),
    MIN_BALANCE_CENTS: cents('MIN_BALANCE_CENTS').default(MIN_BALANCE_CENTS),
    OFFLINE_CACHE_MIB: z.coerce
      .number({ error: 'OFFLINE_CACHE_MIB must be a number of MiB' })
      .min(OFFLINE_CACHE_MIN_MIB, `OFFLINE_CACHE_MIB must be at least ${OFFLINE_CACHE_MIN_MIB}`)
      .default(OFFLINE_CACHE_DEFAULT_MIB),
    START_DATE_MAX_DAYS: z.coerce
      .number({ error: 'START_DATE_MAX_DAYS must be a number of days' })
      .int('START_DATE_MAX_DAYS must be a whole number of days')
      .min(0, 'START_DATE_MAX_DAYS must not be negative')
      .default(START_DATE_MAX_DAYS_AHEAD),
    /** T8: the share of the reader's automatic passes held for an operator's audit (0–1). */
    TEST_AUDIT_SHARE: z.coerce
      .number({ error: 'TEST_AUDIT_SHARE must be a number between 0 and 1' })
      .min(0, 'TEST_AUDIT_SHARE must be a number between 0 and 1')
      .max(1, 'TEST_AUDIT_SHARE must be a number between 0 and 1')
      .default(DEFAULT_TEST_AUDIT_SHARE),
    /** T7: unannounced spot tests per course (0–2). */
    /** P8: the national quitlines the dependence card shows (a phone number people can dial). */
    QUITLINE_DE: quitline('QUITLINE_DE').default(DEFAULT_QUITLINES.DE),
    QUITLINE_GB: quitline('QUITLINE_GB').default(DEFAULT_QUITLINES.GB),
    /** scrypt's cost for new password hashes (record 0089). */
    PASSWORD_HASH_N: z.coerce
      .number({
        error: HASH_COST_PROBLEM,
      })
      .int(HASH_COST_PROBLEM)
      .refine(isScryptCost, HASH_COST_PROBLEM)
      .default(STANDARD_SCRYPT_N),
    /** T5: how often the test's recording sends a chunk of film (seconds). */
    RECORDING_CHUNK_SECONDS: z.coerce
      .number({
        error: `RECORDING_CHUNK_SECONDS must be a whole number of seconds from ${RECORDING_CHUNK_SECONDS_MIN} to ${RECORDING_CHUNK_SECONDS_MAX}`,
      })
      .int(
        `RECORDING_CHUNK_SECONDS must be a whole number of seconds from ${RECORDING_CHUNK_SECONDS_MIN} to ${RECORDING_CHUNK_SECONDS_MAX}`,
      )
      .min(
        RECORDING_CHUNK_SECONDS_MIN,
        `RECORDING_CHUNK_SECONDS must be a whole number of seconds from ${RECORDING_CHUNK_SECONDS_MIN} to ${RECORDING_CHUNK_SECONDS_MAX}`,
      )
      .max(
        RECORDING_CHUNK_SECONDS_MAX,
        `RECORDING_CHUNK_SECONDS must be a whole number of seconds from ${RECORDING_CHUNK_SECONDS_MIN} to ${RECORDING_CHUNK_SECONDS_MAX}`,
      )
      .default(RECORDING_CHUNK_SECONDS_DEFAULT),
    SPOT_TESTS: z.coerce
      .number({ error: `SPOT_TESTS must be a whole number from 0 to ${SPOT_TESTS_MAX}` })
      .int(`SPOT_TESTS must be a whole number from 0 to ${SPOT_TESTS_MAX}`)
      .min(0, `SPOT_TESTS must be a whole number from 0 to ${SPOT_TESTS_MAX}`)
      .max(SPOT_TESTS_MAX, `SPOT_TESTS must be a whole number from 0 to ${SPOT_TESTS_MAX}`)
      .default(SPOT_TESTS_DEFAULT),
    DONATION_MIN_CENTS: cents('DONATION_MIN_CENTS').default(DONATION_MIN_CENTS),
    DONATION_MAX_CENTS: cents('DONATION_MAX_CENTS').default(DONATION_MAX_CENTS),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Only for tests against a local stub of Stripe's API, e.g. http://127.0.0.1:12111. */
    STRIPE_API_URL: z.url({ error: 'STRIPE_API_URL must be an absolute URL' }).optional(),
    PAYOUT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, 'PAYOUT_COUNTRY must be a two-letter country code such as DE')
      .default('DE'),
    SANDBOX_CONFIRM_SECONDS: z.coerce
      .number({ error: 'SANDBOX_CONFIRM_SECONDS must be a number of seconds' })
      .int('SANDBOX_CONFIRM_SECONDS must be a whole number of seconds')
      .min(0, 'SANDBOX_CONFIRM_SECONDS must not be negative')
      .default(5),
    JOBS_POLL_MS: z.coerce
      .number({ error: 'JOBS_POLL_MS must be a number of milliseconds' })
      .int('JOBS_POLL_MS must be a whole number of milliseconds')
      .min(0, 'JOBS_POLL_MS must not be negative')
      .default(1000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('QuitPot <no-reply@localhost>'),
    /** Origins of push services beyond the browsers' own, comma-separated (a local test service). */
    PUSH_ENDPOINT_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) =>
          origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
        'PUSH_ENDPOINT_ORIGINS must be origins such as http://localhost:8090, comma-separated',
      ),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    OIDC_ISSUER: z.url({ error: 'OIDC_ISSUER must be the issuer URL' }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).default('Google'),
    /** Folder of the local file storage (videos, captions); default DATA_DIR/storage. */
    STORAGE_DIR: z.string().min(1).optional(),
    /** An S3-compatible bucket instead of the local folder (all of bucket and keys needed). */
    S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be an absolute URL' }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** The operator of the site (Impressum, privacy policy, contact mails); unset: example data. */
    OPERATOR_NAME: optionalText,
    /** Postal address, lines separated by ";" (e.g. "Musterstraße 1; 10115 Berlin; Germany"). */
    OPERATOR_ADDRESS: optionalText,
    OPERATOR_REPRESENTATIVE: optionalText,
    OPERATOR_EMAIL: z.email({ error: 'OPERATOR_EMAIL must be an email address' }).optional(),
    OPERATOR_PHONE: optionalText,
    OPERATOR_REGISTER: optionalText,
    OPERATOR_VAT_ID: optionalText,
    OPERATOR_CONTENT_RESPONSIBLE: optionalText,
    OPERATOR_HOSTING: optionalText,
    OPERATOR_MAIL_PROVIDER: optionalText,
    /** The team section of the landing page: "Name: Role" entries separated by ";". */
    OPERATOR_TEAM: optionalText,
    BETA_FEEDBACK_URL: z.url({ error: 'BETA_FEEDBACK_URL must be an absolute URL' }).optional(),
    /** Contact requests also become tasks in this ClickUp list (both needed). */
    CLICKUP_API_TOKEN: optionalText,
    CLICKUP_LIST_ID: optionalText,
    /** Only for tests against a local stub of ClickUp's API. */
    CLICKUP_API_URL: z.url({ error: 'CLICKUP_API_URL must be an absolute URL' }).optional(),
    /** The bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404 (record 0074). */
    METRICS_TOKEN: z
      .string()
      .min(24, 'METRICS_TOKEN must be at least 24 characters (e.g. openssl rand -hex 32)')
      .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable characters without spaces')
      .optional(),
  })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET), {
    path: ['OIDC_CLIENT_ID'],
    message: 'OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint)',
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  })
  .refine((env) => !env.S3_ENDPOINT || env.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'S3_ENDPOINT needs S3_BUCKET',
  })
  .refine((env) => !env.CLICKUP_API_TOKEN === !env.CLICKUP_LIST_ID, {
    path: ['CLICKUP_LIST_ID'],
    message: 'CLICKUP_API_TOKEN and CLICKUP_LIST_ID go together',
  })
  .refine((env) => env.DONATION_MIN_CENTS <= env.DONATION_MAX_CENTS, {
    path: ['DONATION_MAX_CENTS'],
    message: 'DONATION_MAX_CENTS must not be below DONATION_MIN_CENTS',
  });

export type Env = z.infer<typeof envSchema>;

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Origins the app answers as itself (return addresses, sign-in): PUBLIC_URL's exactly when it
   * is set, else both `localhost` and `127.0.0.1` at PORT (and HOST when it names one).
   */
  ownOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedDbPort: number;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** false, a hop count, or the proxies' addresses (see TRUST_PROXY). */
  trustProxy: false | number | string[];
  currency: string;
  minBalanceCents: number;
  /** Spec section 9: how much the web app's offline cache may hold, in bytes. */
  offlineCacheBytes: number;
  /** How far ahead a start date may be chosen, in days (default 8 weeks). */
  startDateMaxDays: number;
  donationMinCents: number;
  donationMaxCents: number;
  /** T8: the share of automatic passes held for an operator's audit (0–1, default 0.1). */
  testAuditShare: number;
  /** T7: unannounced spot tests per course (0–2, default 1). */
  spotTests: number;
  /** T5: seconds between two chunks of the test's recording. */
  recordingChunkSeconds: number;
  /** scrypt's cost for new password hashes (record 0089): 2^14 unless a test lowers it. */
  passwordHashN: number;
  /** P8: the quitline's number per country (defaults: Germany's and the UK's). */
  quitlines: Record<QuitlineCountry, string>;
  payments: PaymentsConfig;
  payoutCountry: string;
  /** How often this process looks for due jobs; 0 turns the worker off (tests run jobs by hand). */
  jobsPollMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Push services the server may post to besides the browsers' own (record 0079). */
  pushEndpointOrigins: string[];
  authSecret: string | undefined;
  oidc:
    { issuer: string; clientId: string; clientSecret: string; providerName: string } | undefined;
  storage: StorageConfig;
  operator: OperatorConfig;
  betaFeedbackUrl: string | undefined;
  clickUp: { apiToken: string; listId: string; apiUrl: string } | undefined;
  /** Bearer token for GET /metrics; undefined: metrics are not served (record 0074). */
  metricsToken: string | undefined;
};

/** Who runs the site (§ 5 DDG); `example` when OPERATOR_NAME is unset and these are made up. */
export type OperatorConfig = {
  example: boolean;
  name: string;
  addressLines: string[];
  representative: string | undefined;
  email: string;
  phone: string | undefined;
  register: string | undefined;
  vatId: string | undefined;
  contentResponsible: string | undefined;
  hosting: string | undefined;
  mailProvider: string | undefined;
  team: { name: string; role: string }[];
};

/** Stand-ins for a local run, shown with a clear "example operator data" notice. */
export const EXAMPLE_OPERATOR: Omit<OperatorConfig, 'example' | 'team'> = {
  name: 'Beispiel Rauchfrei GmbH',
  addressLines: ['Musterstraße 1', '10115 Berlin', 'Deutschland'],
  representative: 'Erika Mustermann',
  email: 'kontakt@example.org',
  phone: '+49 30 1234567',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
  contentResponsible: 'Erika Mustermann, Musterstraße 1, 10115 Berlin',
  hosting: 'Beispiel Hosting AG, Serverweg 2, 60311 Frankfurt am Main',
  mailProvider: 'Beispiel Mail GmbH, Postweg 3, 80331 München',
};

function operatorConfig(e: Env): OperatorConfig {
  const team = (e.OPERATOR_TEAM ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [name = '', ...role] = entry.split(':');
      return { name: name.trim(), role: role.join(':').trim() };
    })
    .filter((member) => member.name !== '');
  if (e.OPERATOR_NAME === undefined) {
    return {
      ...EXAMPLE_OPERATOR,
      example: true,
      email: e.OPERATOR_EMAIL ?? EXAMPLE_OPERATOR.email,
      team,
    };
  }
  return {
    example: false,
    name: e.OPERATOR_NAME,
    addressLines: (e.OPERATOR_ADDRESS ?? '')
      .split(';')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    representative: e.OPERATOR_REPRESENTATIVE,
    email: e.OPERATOR_EMAIL ?? EXAMPLE_OPERATOR.email,
    phone: e.OPERATOR_PHONE,
    register: e.OPERATOR_REGISTER,
    vatId: e.OPERATOR_VAT_ID,
    contentResponsible: e.OPERATOR_CONTENT_RESPONSIBLE,
    hosting: e.OPERATOR_HOSTING,
    mailProvider: e.OPERATOR_MAIL_PROVIDER,
    team,
  };
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export type PaymentsConfig =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined }
  | {
      kind: 'sandbox';
      /** Seconds between the donor paying at the sandbox checkout and the money being confirmed. */
      confirmSeconds: number;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at boot; the error names the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (as in a copied .env.example) means "use the default".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const got = typeof issue?.path[0] === 'string' ? env[issue.path[0]] : undefined;
    const message = issue?.message ?? 'invalid';
    throw new ConfigError(
      `Invalid configuration: ${name}: ${message}${got === undefined ? '' : ` (got "${got}")`}`,
    );
  }
  const e = parsed.data;
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (
    e.PUBLIC_URL ?? `http://${shownHost === '127.0.0.1' ? 'localhost' : shownHost}:${e.PORT}`
  ).replace(/\/$/, '');
  const ownOrigins = e.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : [
        ...new Set([
          new URL(publicUrl).origin,
          `http://localhost:${e.PORT}`,
          `http://127.0.0.1:${e.PORT}`,
        ]),
      ];
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    ownOrigins,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    currency: e.CURRENCY,
    minBalanceCents: e.MIN_BALANCE_CENTS,
    offlineCacheBytes: Math.round(e.OFFLINE_CACHE_MIB * 1024 * 1024),
    startDateMaxDays: e.START_DATE_MAX_DAYS,
    donationMinCents: e.DONATION_MIN_CENTS,
    donationMaxCents: e.DONATION_MAX_CENTS,
    testAuditShare: e.TEST_AUDIT_SHARE,
    spotTests: e.SPOT_TESTS,
    recordingChunkSeconds: e.RECORDING_CHUNK_SECONDS,
    passwordHashN: e.PASSWORD_HASH_N,
    quitlines: { DE: e.QUITLINE_DE, GB: e.QUITLINE_GB },
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : { kind: 'sandbox', confirmSeconds: e.SANDBOX_CONFIRM_SECONDS },
    payoutCountry: e.PAYOUT_COUNTRY,
    jobsPollMs: e.JOBS_POLL_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    pushEndpointOrigins: e.PUSH_ENDPOINT_ORIGINS,
    authSecret: e.AUTH_SECRET,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : undefined,
    storage:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : {
            kind: 'local',
            dir: path.resolve(repoRoot, e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'storage')),
          },
    operator: operatorConfig(e),
    betaFeedbackUrl: e.BETA_FEEDBACK_URL,
    clickUp:
      e.CLICKUP_API_TOKEN && e.CLICKUP_LIST_ID
        ? {
            apiToken: e.CLICKUP_API_TOKEN,
            listId: e.CLICKUP_LIST_ID,
            apiUrl: (e.CLICKUP_API_URL ?? 'https://api.clickup.com').replace(/\/$/, ''),
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}
