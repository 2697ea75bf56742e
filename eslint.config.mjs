import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Syntax-level rules only (no type information), so the lint takes seconds in the test command;
 * `tsc --noEmit` checks the types. A disable comment that suppresses nothing is an error, so the
 * comments left in the code each still guard a real exception.
 */
export default tseslint.config(
  { ignores: ['node_modules/', 'public/', 'site-releases/', '.cache/', 'dist/', 'coverage/', 'data/', '.tmp/', 'site/gatsby-types.d.ts'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Staff read every time in the company's time zone (COMPANY_TIME_ZONE), as the exports write
    // them: the browser's own zone and language would put a lead eight hours and a day apart.
    files: ['admin/src/**/*.{ts,tsx}'],
    ignores: ['admin/src/shared/companyTime.ts', 'admin/src/shared/CompanyDateField.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react-admin', importNames: ['DateField'], message: 'Use CompanyDateField (admin/src/shared/CompanyDateField.tsx): times in the company\'s time zone.' }],
      }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
        message: 'Use formatDateTime or formatDate (admin/src/shared/companyTime.ts): times in the company\'s time zone and the back office\'s language.',
      }],
    },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-new-func': 'error',
      // A leading underscore names a parameter a signature requires and the body does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
