import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Module boundaries (architecture.md): entrypoints wire, components render, lib/ holds the
// logic. lib/contract stays pure; chrome.* is reached only through lib/browser; page code
// (lib/page) runs inside web pages and may not import background or UI code.
export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'reports/**', 'test-results/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, chrome: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      // Page content and model output are shown as text; nothing is ever parsed as HTML.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render page and model text as text.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Never assign HTML strings.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Never insert HTML strings.',
        },
        {
          selector: "CallExpression[callee.property.name='createContextualFragment']",
          message: 'Never parse HTML into the document.',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name='write']",
          message: 'Never write HTML.',
        },
      ],
    },
  },
  {
    files: ['components/**/*.tsx', 'lib/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['entrypoints/**', 'components/**', 'lib/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/include': ['entrypoints/**', 'components/**', 'lib/**'],
      'boundaries/elements': [
        { type: 'entrypoint', pattern: 'entrypoints/**', mode: 'full' },
        { type: 'component', pattern: 'components/**', mode: 'full' },
        { type: 'contract', pattern: 'lib/contract/**', mode: 'full' },
        { type: 'page', pattern: 'lib/page/**', mode: 'full' },
        { type: 'convert', pattern: 'lib/convert/**', mode: 'full' },
        { type: 'browser', pattern: 'lib/browser/**', mode: 'full' },
        { type: 'ui', pattern: 'lib/ui/**', mode: 'full' },
        // The remote client is usable outside the extension: no browser APIs, no UI.
        { type: 'remote', pattern: 'lib/remote/**', mode: 'full' },
        { type: 'lib', pattern: 'lib/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            {
              from: 'entrypoint',
              allow: ['component', 'contract', 'page', 'convert', 'browser', 'ui', 'lib', 'remote'],
            },
            { from: 'component', allow: ['component', 'contract', 'browser', 'ui', 'lib', 'remote'] },
            { from: 'contract', allow: ['contract'] },
            { from: 'page', allow: ['page', 'contract', 'convert'] },
            { from: 'convert', allow: ['convert', 'contract'] },
            { from: 'browser', allow: ['browser', 'contract', 'page', 'convert', 'lib', 'remote'] },
            { from: 'ui', allow: ['ui', 'browser', 'contract', 'lib', 'remote'] },
            { from: 'lib', allow: ['lib', 'contract', 'page', 'browser', 'convert', 'remote'] },
            { from: 'remote', allow: ['remote', 'contract', 'lib', 'page', 'convert'] },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures use `async ({}, use)`; evaluate() bodies run in the browser, untyped.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // chrome.* only behind lib/browser wrappers (and entrypoints, which wire them).
    files: ['lib/**', 'components/**'],
    ignores: ['lib/browser/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'wxt/browser', message: 'Reach browser APIs through lib/browser.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Reach browser APIs through lib/browser.' }],
    },
  },
);
