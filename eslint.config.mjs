import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of docs/architecture.md: who may depend on whom. */
const boundary = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

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
    rules: boundary([
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
    ]),
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    rules: boundary([
      {
        group: ['@wallart/api', '@wallart/admin-desktop', '**/api/src/**', 'electron'],
        message: 'The storefront talks to the API through the shared client only.',
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
);
