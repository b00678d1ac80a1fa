// One lint setup for the whole repository. Besides correctness rules it enforces the
// import direction: domain <- contracts <- api / web, and web features never import each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { apiFloors } from './apps/api/module-order.js';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const restrict = (files, patterns) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  },
});

const layer = (group, message) => ({ group, message });

/**
 * The API's floors (apps/api/module-order.js, the README's table): a folder imports only from
 * floors below its own, and from itself. eslint-plugin-boundaries classifies each file by its
 * folder; an import that runs up or sideways fails lint with the two floors named.
 */
const apiElement = (folder) => `api:${folder}`;
const apiElements = apiFloors.flatMap(({ folders }) =>
  folders.map((folder) => ({
    type: apiElement(folder),
    pattern: folder === '.' ? 'apps/api/src' : `apps/api/src/${folder}`,
    partialMatch: false,
  })),
);
// The root of src (app.ts, main.ts) last: the folders above are matched first.
apiElements.sort((a, b) => b.pattern.length - a.pattern.length);
const apiOrder = {
  files: ['apps/api/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': apiElements,
    'boundaries/include': ['apps/api/src/**/*.ts'],
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: apiFloors.flatMap(({ floor, folders }) => {
          const notBelow = apiFloors
            .filter((other) => other.floor >= floor)
            .flatMap((other) => other.folders);
          return folders.map((folder) => ({
            from: { element: { type: apiElement(folder) } },
            disallow: {
              to: {
                element: {
                  types: {
                    anyOf: notBelow.filter((other) => other !== folder).map(apiElement),
                  },
                },
              },
            },
            message: `apps/api/src/${folder} (floor ${floor}) imports only from lower floors: see the module order in the README (apps/api/module-order.js).`,
          }));
        }),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No rule here needs TypeScript's types: the two that do (a promise left floating, a promise
  // where a plain value is expected) run in oxlint's type-aware mode (.oxlintrc.json, `npm run
  // lint`), on TypeScript 7, for about a fifth of the CPU that building TypeScript 6's programs
  // for typescript-eslint took (docs/decisions/0108-less-cpu-for-the-same-checks-in-ci.md).
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(
    ['packages/domain/**'],
    [
      layer(
        ['@quit/contracts', '@quit/contracts/*', '@quit/api', '@quit/web', 'zod', 'node:*'],
        'packages/domain holds pure rules: it imports nothing but itself.',
      ),
    ],
  ),
  restrict(
    ['packages/contracts/**'],
    [
      layer(
        ['@quit/api', '@quit/api/*', '@quit/web', '@quit/web/*'],
        'contracts sit below the apps.',
      ),
    ],
  ),
  restrict(
    ['apps/api/**'],
    [layer(['@quit/web', '@quit/web/*', '**/apps/web/**'], 'the API never imports the web app.')],
  ),
  // What tests share (packages/test-support) never reaches the product's code.
  restrict(
    ['apps/api/src/**'],
    [
      layer(['@quit/web', '@quit/web/*', '**/apps/web/**'], 'the API never imports the web app.'),
      layer(['@quit/test-support', '@quit/test-support/*'], 'test support is for tests only.'),
    ],
  ),
  // The journeys take what they share with other tests from packages/test-support, never from
  // another package's test folder.
  restrict(
    ['e2e/**'],
    [
      layer(
        ['**/apps/*/test/**', '**/apps/web/src/testing/**'],
        'shared test code lives in packages/test-support.',
      ),
    ],
  ),
  // Money sits below the course lifecycle: a course ending moves money, money never steers a
  // course. Both read and lock the course row through modules/course-row.
  restrict(
    ['apps/api/src/modules/money/**'],
    [
      layer(['@quit/web', '@quit/web/*', '**/apps/web/**'], 'the API never imports the web app.'),
      layer(['@quit/test-support', '@quit/test-support/*'], 'test support is for tests only.'),
      layer(
        ['**/modules/course/**', '../course/*'],
        'money does not import the course module: read or lock the course row through modules/course-row.',
      ),
    ],
  ),
  restrict(
    ['apps/web/**'],
    [
      layer(
        ['@quit/api', '@quit/api/*', '**/apps/api/**'],
        'the web app talks to the API over HTTP only.',
      ),
    ],
  ),
  ...features.map((feature) =>
    restrict(
      [`apps/web/src/features/${feature}/**`],
      [
        layer(
          ['@/features/*', `!@/features/${feature}`, '**/features/*', `!**/features/${feature}`],
          `features do not import each other: move what ${feature} shares into src/components or src/lib.`,
        ),
        layer(
          ['@/app/*', '**/app/*'],
          'features do not import the app shell; the shell imports features.',
        ),
      ],
    ),
  ),
  apiOrder,
  prettier,
);
