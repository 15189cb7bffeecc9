// ESLint flat config: type-aware typescript-eslint (recommendedTypeChecked) for every package.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// no-restricted-imports patterns of the layer boundaries.
const OUR_PACKAGES = {
  group: ['@meridian/*'],
  message: 'core is the bottom of the package graph: it imports no other package of ours.',
};
const OUTSIDE_CORE = {
  regex: '^(\\.\\./)+(server|web|charts|e2e)/',
  message: 'core is the bottom of the package graph: it imports no other package of ours.',
};
const SERVER_API = {
  regex: '^(\\.\\./)+api/',
  message: 'Layers below the API throw domain errors (domain-errors.ts) and never import api/.',
};
const SERVER_META = {
  regex: '^(\\.\\./)+meta/',
  message: 'engines/ speaks to databases only; the metadata store is for the layers above it.',
};
const WEB_PAGES = {
  regex: '^(\\.\\./)+(app|features)/',
  message: 'components/ are shared building blocks: they import neither app/ nor features/.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'artifacts/**', 'bench/results/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] } },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Tests assert on parsed JSON bodies; typing every fixture would add noise, not safety.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'packages/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['packages/web/**/*.tsx', 'packages/web/**/*.ts', 'packages/charts/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  // Layer boundaries (docs/architecture.md). A file matched by two blocks takes the last one's
  // options, so each block lists every boundary of its folders.
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [OUR_PACKAGES, OUTSIDE_CORE] }],
    },
  },
  {
    files: [
      'packages/server/src/{query,sqllab,security,meta,sql-safety,services,datasources,jobs,bundles}/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_API] }] },
  },
  {
    files: ['packages/server/src/engines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_API, SERVER_META] }] },
  },
  {
    // Tests may mount a component in the app's store.
    files: ['packages/web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_PAGES] }] },
  },
  {
    // Small files with one concept (issue 15); tests, test helpers and migrations are exempt.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.e2e.test.ts',
      '**/test-support/**',
      '**/*.test-suite.ts',
      'packages/server/src/meta/migrations/**',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  prettier,
);
