#!/usr/bin/env node
// The README's test command. Runs every check and suite, and ends with one plain line
// "N passed, N failed, N skipped" that sums them all. Static checks (types, lint, format, production
// build) count as one test each, so a red lint shows in the total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const skippedIn = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function check(label, command, args, extraEnv) {
  if (run(label, command, args, extraEnv)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped ?? 0 };
}

function suite(label, ok, counts) {
  if (!counts) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  if (counts.skipped > 0) skippedIn.push(`${label} (${counts.skipped} skipped)`);
  if (!ok && counts.failed === 0) {
    failed++;
    failures.push(`${label} (runner error)`);
  } else if (counts.failed > 0) failures.push(`${label} (${counts.failed} failed)`);
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

check('typecheck', 'npx', ['tsc', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.']);

const unitOk = run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/unit.json',
]);
suite('unit tests', unitOk, countVitest('reports/unit.json'));

check('production build', 'npx', ['wxt', 'build']);
const e2eBuilt = run('e2e build', 'npx', ['wxt', 'build', '--mode', 'e2e'], { NODE_ENV: 'production' });
if (e2eBuilt) {
  // Playwright writes its report here (playwright.config.ts); one left by an earlier run
  // must not be counted if this run dies before writing its own.
  const report = process.env.QUARRY_OUT_DIR ? `${process.env.QUARRY_OUT_DIR}/e2e.json` : 'reports/e2e.json';
  rmSync(report, { force: true });
  const e2eOk = run('e2e tests', 'npx', ['playwright', 'test']);
  suite('e2e tests', e2eOk, countPlaywright(report));
} else {
  failed++;
  failures.push('e2e build');
}

// The server (server/): real redis-server, API and worker processes loading the production
// build made above, with their own Vitest config so the extension's unit run is unaffected.
rmSync('reports/server.json', { force: true });
const serverOk = run('server tests', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.server.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/server.json',
]);
suite('server tests', serverOk, countVitest('reports/server.json'));

// The MCP process (mcp/): its built file started over stdio by the SDK's client, a ws client
// playing the extension, and a real server API for --server. Its own Vitest config.
rmSync('reports/mcp.json', { force: true });
if (run('MCP build', 'node', ['scripts/build-mcp.mjs'])) {
  const mcpOk = run('MCP tests', 'npx', [
    'vitest',
    'run',
    '--config',
    'vitest.mcp.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/mcp.json',
  ]);
  suite('MCP tests', mcpOk, countVitest('reports/mcp.json'));
} else {
  failed++;
  failures.push('MCP build');
}

if (skippedIn.length > 0) console.log(`\nSkipped: ${skippedIn.join(', ')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
