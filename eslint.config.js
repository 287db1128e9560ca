import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { errorVocabulary } from './eslint/error-vocabulary.js';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { webRestrictions } from './eslint/web-restrictions.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The web layer talks to users through toasts and the page, not the console.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...webRestrictions,
  {
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  errorVocabulary,
  {
    // Icons are drawn from the page's sprite; lucide's own components would inline each drawing.
    ignores: ['src/web/components/icons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['lucide-react', 'lucide-react/*', 'sprite-icon:*'],
              message: 'Import icons from @web/components/icons.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // shared/ runs in browser and server alike: no IO, no framework.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fastify*', 'drizzle-orm*', 'react*', '@server/*', '@web/*'] },
      ],
    },
  },
);
