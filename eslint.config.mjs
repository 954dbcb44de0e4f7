import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** Import boundaries of docs/architecture.md: who may depend on whom. */
const boundary = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.flat() }],
});

/** A UI feature reaches another feature only through that feature's public index. */
const FEATURE_BY_INDEX = [
  {
    regex: String.raw`^(\.\./(?!\.\.)|(\.\./)+features/)[^/]+/(?!index$)`,
    message: "Import another feature through its index ('../<feature>'), not its files.",
  },
];
const ADMIN_UI_DEPENDS = [
  {
    group: [
      '@wallart/api',
      '@wallart/storefront',
      '@wallart/admin-desktop',
      'electron',
      '**/api/src/**',
    ],
    message: 'admin-ui depends only on shared/domain and reaches its host through AdminHost.',
  },
];
const STOREFRONT_DEPENDS = [
  {
    group: ['@wallart/api', '@wallart/admin-desktop', '**/api/src/**', 'electron'],
    message: 'The storefront talks to the API through the shared client only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      '**/release/**',
      'data/**',
      'coverage/**',
      'e2e-out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Files under 300 lines, counted as they read: comments and blank lines included. Only the
    // migrations and the demo shop's data (api/demo: its catalogue and the artwork drawn for it)
    // may be longer.
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: ['api/src/db/migrations/**', 'api/demo/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: [
      'shared/admin-ui/**/*.{ts,tsx}',
      'storefront/**/*.{ts,tsx}',
      'admin-desktop/src/renderer/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    files: ['shared/domain/src/**/*.ts'],
    rules: boundary([
      {
        group: ['react', 'react-dom', 'express', 'sequelize', 'node:*', '@wallart/*'],
        message: 'shared/domain stays pure: no React, Express, Node APIs or other packages.',
      },
    ]),
  },
  {
    files: ['shared/admin-ui/src/**/*.{ts,tsx}'],
    rules: boundary(ADMIN_UI_DEPENDS),
  },
  {
    files: ['shared/admin-ui/src/features/**/*.{ts,tsx}'],
    rules: boundary(ADMIN_UI_DEPENDS, FEATURE_BY_INDEX),
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    rules: boundary(STOREFRONT_DEPENDS),
  },
  {
    files: ['storefront/src/features/**/*.{ts,tsx}'],
    rules: boundary(STOREFRONT_DEPENDS, FEATURE_BY_INDEX),
  },
  {
    files: ['admin-desktop/src/main/**/*.ts', 'admin-desktop/src/preload/**/*.ts'],
    rules: boundary([
      {
        group: ['**/renderer/**', '**/renderer', '@wallart/admin-ui', 'react', 'react-dom'],
        message: 'The main process and preload never import renderer code.',
      },
    ]),
  },
  {
    files: ['admin-desktop/src/renderer/**/*.{ts,tsx}'],
    rules: boundary([
      {
        group: ['**/main/**', '**/main', '**/preload/**', 'electron', 'node:*'],
        message: 'The renderer reaches the main process only through the preload bridge.',
      },
    ]),
  },
  {
    files: ['api/src/**/*.ts'],
    rules: boundary([
      {
        group: [
          'react',
          'react-dom',
          '@wallart/admin-ui',
          '@wallart/storefront',
          '@wallart/admin-desktop',
        ],
        message: 'The API depends only on shared/domain.',
      },
    ]),
  },
  {
    // No import cycles anywhere in the shop's code.
    files: ['{shared,api,storefront,admin-desktop,bench,e2e}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'shared/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
