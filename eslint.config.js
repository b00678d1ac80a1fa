// One lint setup for the whole repository. Besides correctness rules it enforces the
// import direction: domain <- contracts <- api / web, and web features never import each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
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
  // Money sits below the course lifecycle: a course ending moves money, money never steers a
  // course. Both read and lock the course row through modules/course-row.
  restrict(
    ['apps/api/src/modules/money/**'],
    [
      layer(['@quit/web', '@quit/web/*', '**/apps/web/**'], 'the API never imports the web app.'),
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
  prettier,
);
