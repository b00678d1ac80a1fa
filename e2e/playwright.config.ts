import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { browserEnv } from '@quit/test-support/browser-env';
import { scratchRoot } from '@quit/test-support/scratch-dir';
import { chromiumPath, journeyBrowserArgs } from './support/browsers';

type TestConfigWebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

// The run's temporary data in memory where the machine has room (record 0096): the apps'
// databases below, the browsers' profiles and the filmed kits all go to os.tmpdir(), and the
// workers and the apps inherit it. Creating files on the CI machines' disk is slow (four journey
// files: 110 → 96 CPU-s). A TMPDIR set by whoever runs the journeys is kept.
process.env['TMPDIR'] ??= scratchRoot();

const port = Number(process.env['E2E_PORT'] ?? 3100);
const repoRoot = path.resolve(import.meta.dirname, '..');
/** A real OpenID Connect provider on loopback for the federated sign-in journey. */
export const e2eOidc = {
  port: port + 2,
  clientId: 'quitpot-test',
  clientSecret: 'a-client-secret-for-tests',
};
// Each run gets a fresh database (accounts and rate-limit counters start empty); the workers
// inherit the run id from the main process, which sets it once.
process.env['E2E_RUN_ID'] ??= String(Date.now());
/** A loopback stand-in for ClickUp's API: contact requests become tasks there (support/clickup-stub). */
export const e2eClickUp = {
  port: port + 3,
  listId: 'e2e-list',
  apiToken: 'pk_e2e_token',
};
/** Who runs the site, as a deployment configures it (OPERATOR_*): the legal pages show these. */
export const e2eOperator = {
  name: 'Rauchfrei Testbetrieb UG (haftungsbeschränkt)',
  addressLines: ['Teststraße 7', '04109 Leipzig', 'Deutschland'],
  representative: 'Paula Prüfer',
  email: 'kontakt@rauchfrei-test.example',
  phone: '+49 341 7654321',
  register: 'Amtsgericht Leipzig, HRB 424242',
  vatId: 'DE424242424',
  contentResponsible: 'Paula Prüfer, Teststraße 7, 04109 Leipzig',
  hosting: 'Serverhalle Test GmbH, Rechenweg 1, 01067 Dresden',
  mailProvider: 'Postfach Test AG, Briefweg 2, 20095 Hamburg',
  team: [
    { name: 'Paula Prüfer', role: 'Coach' },
    { name: 'Tom Taste', role: 'Support' },
  ],
};
/** The journeys read the outbox straight from the app's embedded database (support/outbox.ts). */
export const e2eDatabase = {
  dataDir: path.join(os.tmpdir(), `quitpot-e2e-${process.env['E2E_RUN_ID']}`),
  port: Number(process.env['E2E_DB_PORT'] ?? port + 1),
};
/**
 * The journeys that move the sandbox calendar run on apps of their own, each with its own
 * database, so they run beside the others instead of after them (a moved calendar would disturb
 * them). Three such lanes, each one journey at a time, split the clock-moving journeys about
 * evenly by their time (most of it is waiting on the product's clock and the recording, not CPU):
 * they are the journeys' longest path, so a lane of its own for each third of them. Their files'
 * times in a clean-clone CI (session 26) make 412 / 406 / 410 s by this split.
 */
export const clockLanes = [
  {
    name: 'time-travel',
    specs: /(^|[\\/])(nicotine-test|spot-test|admin-audit|admin)\.spec\.ts$/,
  },
  {
    name: 'time-travel-2',
    specs: /(^|[\\/])(nicotine-test-phone|programme|stay-quit)\.spec\.ts$/,
  },
  {
    name: 'time-travel-3',
    specs:
      /(^|[\\/])(nicotine-test-guidance|admin-testkits|slip-help|follow-updates|time-travel)\.spec\.ts$/,
  },
].map((lane, i) => {
  const appPort = port + 10 * (i + 1);
  return {
    ...lane,
    port: appPort,
    database: {
      dataDir: `${e2eDatabase.dataDir}-clock${i === 0 ? '' : `-${i + 1}`}`,
      port: appPort + 1,
    },
  };
});
/** The projects whose journeys run on a clock-moving app. */
export const clockProjects = clockLanes.map((lane) => lane.name);
/** The database of a clock-moving project's app, or the main app's. */
export function databaseOfProject(project: string | undefined) {
  return clockLanes.find((lane) => lane.name === project)?.database ?? e2eDatabase;
}

// The browsers (their paths and flags) are support/browsers.ts's: the benchmarks use them too,
// without loading this file, which moves the run's temporary data (above).
export {
  chromiumArgs,
  chromiumPath,
  fullChromiumPath,
  journeyBrowserArgs,
} from './support/browsers';

/** The built app exactly as `npm start` runs it, on its own embedded database. */
function appServer(
  appPort: number,
  database: { dataDir: string; port: number },
): TestConfigWebServer {
  return {
    command: 'node apps/api/dist/main.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${appPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(appPort),
      // One process: the sandbox's time travel reaches other processes only within seconds.
      WEB_CONCURRENCY: '1',
      DATA_DIR: database.dataDir,
      EMBEDDED_DB_PORT: String(database.port),
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'warn',
      // Journeys expect the reader's pass to stand; the audit journey holds its test itself (T8).
      TEST_AUDIT_SHARE: '0',
      // The filmed test sends a chunk every second (3 by default): a journey's filmed wait steps
      // the clock after each chunk (support/recording.ts), so it waits a second, not three.
      RECORDING_CHUNK_SECONDS: '1',
      // scrypt at its lowest accepted cost: every journey signs people up (record 0089).
      PASSWORD_HASH_N: '1024',
      OIDC_ISSUER: `http://127.0.0.1:${e2eOidc.port}`,
      OIDC_CLIENT_ID: e2eOidc.clientId,
      OIDC_CLIENT_SECRET: e2eOidc.clientSecret,
      OIDC_PROVIDER_NAME: 'Test ID',
      CLICKUP_API_TOKEN: e2eClickUp.apiToken,
      CLICKUP_LIST_ID: e2eClickUp.listId,
      CLICKUP_API_URL: `http://127.0.0.1:${e2eClickUp.port}`,
      OPERATOR_NAME: e2eOperator.name,
      OPERATOR_ADDRESS: e2eOperator.addressLines.join('; '),
      OPERATOR_REPRESENTATIVE: e2eOperator.representative,
      OPERATOR_EMAIL: e2eOperator.email,
      OPERATOR_PHONE: e2eOperator.phone,
      OPERATOR_REGISTER: e2eOperator.register,
      OPERATOR_VAT_ID: e2eOperator.vatId,
      OPERATOR_CONTENT_RESPONSIBLE: e2eOperator.contentResponsible,
      OPERATOR_HOSTING: e2eOperator.hosting,
      OPERATOR_MAIL_PROVIDER: e2eOperator.mailProvider,
      OPERATOR_TEAM: e2eOperator.team.map((m) => `${m.name}: ${m.role}`).join('; '),
    },
  };
}

const gateCanary = process.env['TEST_GATE_CANARY'] === '1';

export default defineConfig({
  testDir: './tests',
  // The test gate's canary (.ci/run): a journey that must fail, only with TEST_GATE_CANARY=1.
  ...(gateCanary ? { testMatch: /\.canary\.ts$/ } : {}),
  globalSetup: './support/remove-old-runs.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  // Three clock lanes (mostly waiting on the product's clock and the film) and two workers for
  // the rest, which take three once the clock lanes are done (the chromium project's own limit
  // below). With one, the journeys left a sixth of the two cores idle (measured per process).
  workers: clockLanes.length + 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [['list'], ['./support/failures-last-reporter.ts']],
  // A timeout catches a hang, not slowness: a journey of several people and pages takes 20–30 s
  // on two busy cores (three workers, each with its browser, beside the apps and databases).
  timeout: 60_000,
  // Two cores run the app, its database and two browsers: first paints can take seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs about a fifth of the journeys' CPU (measured: 93 against 71 CPU-seconds on
    // three files), and CI keeps only the log: a failure prints its error and the page's
    // accessibility tree (support/failures-last-reporter.ts). E2E_TRACE=1 keeps a failed
    // journey's trace (test-results/) when one is needed.
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
    // The app's service worker would answer requests that journeys intercept with page.route;
    // the offline journey (public-speed.spec.ts) allows it.
    serviceWorkers: 'block',
    // As a visitor who asked their device for less motion: menus, dialogs and popovers open
    // without their transitions (the theme's respectReducedMotion), which the renderer otherwise
    // paints frame by frame on the CPU (about a tenth of its time, measured on five files). The
    // craving journey checks the animated pacer with motion allowed.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: journeyBrowserArgs,
      env: browserEnv(),
    },
  },
  projects: [
    // Moving the app's calendar would disturb journeys running beside it: these (the operator
    // console's included) run on their own apps (clockLanes), one at a time per lane, beside the
    // chromium project. Listed first, so these long serial lanes start at once and take one
    // worker each while the rest share the others. (A project dependency would hold them back
    // until the chromium project ends: Playwright runs dependencies in phases.)
    ...clockLanes.map((lane) => ({
      name: lane.name,
      testMatch: lane.specs,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${lane.port}`,
      },
    })),
    {
      name: 'chromium',
      testIgnore: clockLanes.map((lane) => lane.specs),
      workers: 3,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // The test gate's canary opens one page of the main app: the other servers are not started.
  webServer: gateCanary
    ? [appServer(port, e2eDatabase)]
    : [
        {
          command: 'node --import tsx e2e/support/oidc-server.ts',
          cwd: repoRoot,
          url: `http://127.0.0.1:${e2eOidc.port}/.well-known/openid-configuration`,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'ignore',
          env: {
            OIDC_PORT: String(e2eOidc.port),
            OIDC_REDIRECT_URI: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
          },
        },
        {
          command: 'node --import tsx e2e/support/clickup-stub.ts',
          cwd: repoRoot,
          url: `http://127.0.0.1:${e2eClickUp.port}/tasks`,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'ignore',
          env: { CLICKUP_STUB_PORT: String(e2eClickUp.port) },
        },
        appServer(port, e2eDatabase),
        ...clockLanes.map((lane) => appServer(lane.port, lane.database)),
      ],
});
