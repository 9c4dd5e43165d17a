import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Module boundaries (docs/architecture.md): entrypoints wire, components render, lib/ holds the
// logic in layers that import only downwards. lib/contract stays pure; chrome.* is reached
// only through lib/browser; page code (lib/page) runs inside web pages and may not import
// worker or UI code; lib/remote works outside the extension.
export default tseslint.config(
  { ignores: ['mcp/dist/**', '.output/**', '.wxt/**', 'node_modules/**', 'reports/**', 'test-results/**', 'docs/**'] },
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
    files: ['entrypoints/**', 'components/**', 'lib/**', 'mcp/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/include': ['entrypoints/**', 'components/**', 'lib/**', 'mcp/**'],
      // Static imports, re-exports and dynamic import() alike cross a layer only where allowed.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Every file of lib/ belongs to exactly one named layer (no catch-all): a new folder
      // needs its own element here, and its place in the layers below.
      'boundaries/elements': [
        { type: 'entrypoint', pattern: 'entrypoints/**', mode: 'full' },
        { type: 'component', pattern: 'components/**', mode: 'full' },
        // Pure helpers every layer may use.
        { type: 'shared', pattern: 'lib/shared/**', mode: 'full' },
        { type: 'contract', pattern: 'lib/contract/**', mode: 'full' },
        { type: 'convert', pattern: 'lib/convert/**', mode: 'full' },
        // Runs inside web pages: no worker, browser or UI code.
        { type: 'page', pattern: 'lib/page/**', mode: 'full' },
        { type: 'settings', pattern: 'lib/settings/**', mode: 'full' },
        { type: 'messaging', pattern: 'lib/messaging.ts', mode: 'full' },
        // The remote client is usable outside the extension: no chrome.*, no page, no engine.
        { type: 'remote', pattern: 'lib/remote/**', mode: 'full' },
        // Shared HTTP plumbing (retry/backoff, polling, sleep): depends on nothing of Quarry's but the contract's zod setup.
        { type: 'net', pattern: 'lib/net/**', mode: 'full' },
        // The MCP process ⇄ extension relay's frames: read by mcp/ (outside the extension) and the worker.
        { type: 'relay', pattern: 'lib/relay/**', mode: 'full' },
        // The worker's side of the relay: paired apps, consent per site, the tools; no chrome.* (passed in).
        { type: 'relay-client', pattern: 'lib/relay-client/**', mode: 'full' },
        // A run's pages and source (one Page type), and the read stage: capture and extract both reach it.
        { type: 'source', pattern: 'lib/source/**', mode: 'full' },
        { type: 'extract', pattern: 'lib/extract/**', mode: 'full' },
        { type: 'grounding', pattern: 'lib/grounding/**', mode: 'full' },
        { type: 'recipes', pattern: 'lib/recipes/**', mode: 'full' },
        // Thin adapters over chrome.*: they know no Quarry logic above the contract.
        { type: 'browser', pattern: 'lib/browser/**', mode: 'full' },
        { type: 'capture', pattern: 'lib/capture/**', mode: 'full' },
        { type: 'jobs', pattern: 'lib/jobs/**', mode: 'full' },
        { type: 'batch', pattern: 'lib/batch/**', mode: 'full' },
        { type: 'history', pattern: 'lib/history/**', mode: 'full' },
        { type: 'export', pattern: 'lib/export/**', mode: 'full' },
        { type: 'schema-builder', pattern: 'lib/schema-builder/**', mode: 'full' },
        { type: 'automation', pattern: 'lib/automation/**', mode: 'full' },
        { type: 'background', pattern: 'lib/background/**', mode: 'full' },
        { type: 'ui', pattern: 'lib/ui/**', mode: 'full' },
        { type: 'vendor-stub', pattern: 'lib/vendor-stubs/**', mode: 'full' },
        // The MCP process (a Node program an AI app starts): outside the extension, no chrome.*.
        { type: 'mcp', pattern: 'mcp/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      // Layers, lowest first; each may use only those below it.
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'net', allow: ['net', 'contract'] },
            { from: 'contract', allow: ['contract'] },
            { from: 'relay', allow: ['relay', 'contract'] },
            { from: 'relay-client', allow: ['relay-client', 'relay', 'contract', 'shared'] },
            { from: 'convert', allow: ['convert', 'contract', 'shared'] },
            // The page finds result values with the grounding check's own matching.
            { from: 'page', allow: ['page', 'grounding', 'contract', 'convert'] },
            { from: 'settings', allow: ['settings', 'contract', 'shared'] },
            // AI apps' messages carry the relay client's grant shape (defined once there).
            { from: 'messaging', allow: ['messaging', 'settings', 'relay-client', 'contract'] },
            { from: 'remote', allow: ['remote', 'contract', 'convert', 'settings', 'shared', 'net'] },
            // A run's pages: the capture's snapshots (page protocol) read into one Page type.
            { from: 'source', allow: ['source', 'page', 'contract', 'convert', 'shared'] },
            { from: 'grounding', allow: ['grounding', 'contract', 'convert', 'shared'] },
            { from: 'recipes', allow: ['recipes', 'grounding', 'contract', 'convert', 'shared'] },
            {
              from: 'extract',
              allow: ['extract', 'source', 'contract', 'convert', 'settings', 'remote', 'grounding', 'shared', 'net'],
            },
            { from: 'browser', allow: ['browser', 'contract', 'messaging', 'shared', 'net'] },
            // Capture asks the model (extract's client) which element a step means.
            {
              from: 'capture',
              allow: ['capture', 'source', 'browser', 'page', 'extract', 'contract', 'convert', 'shared'],
            },
            {
              from: 'jobs',
              allow: ['jobs', 'source', 'extract', 'grounding', 'recipes', 'contract', 'settings', 'shared'],
            },
            { from: 'batch', allow: ['batch', 'jobs', 'export', 'contract', 'shared'] },
            { from: 'history', allow: ['history', 'jobs', 'contract', 'shared'] },
            // Page to Markdown converts with convert/ (a dynamic import: loaded only when asked for).
            { from: 'export', allow: ['export', 'convert', 'contract', 'shared'] },
            { from: 'schema-builder', allow: ['schema-builder', 'extract', 'export', 'contract', 'shared'] },
            {
              from: 'automation',
              allow: ['automation', 'batch', 'recipes', 'jobs', 'remote', 'page', 'settings', 'contract', 'shared'],
            },
            {
              from: 'background',
              allow: [
                'background',
                'automation',
                'relay-client',
                'capture',
                'source',
                'batch',
                'recipes',
                'jobs',
                'history',
                'export',
                'schema-builder',
                'extract',
                'remote',
                'browser',
                'messaging',
                'settings',
                'page',
                'convert',
                'contract',
                'shared',
                'net',
              ],
            },
            {
              from: 'ui',
              allow: [
                'ui',
                'browser',
                'batch',
                'jobs',
                'history',
                'export',
                'schema-builder',
                'grounding',
                'settings',
                'contract',
                'shared',
              ],
            },
            {
              from: 'component',
              allow: [
                'component',
                'ui',
                'browser',
                'messaging',
                'batch',
                'recipes',
                'jobs',
                'history',
                'export',
                'schema-builder',
                'extract',
                'grounding',
                'remote',
                'relay-client',
                'settings',
                'contract',
                'shared',
              ],
            },
            // The MCP process: the relay's frames and tool shapes, the contract, and the remote client for --server.
            { from: 'mcp', allow: ['mcp', 'relay', 'contract', 'remote'] },
            {
              from: 'entrypoint',
              allow: ['component', 'background', 'browser', 'messaging', 'jobs', 'page', 'contract', 'shared'],
            },
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
    files: ['lib/**', 'components/**', 'mcp/**'],
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
