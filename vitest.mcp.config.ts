import { defineConfig } from 'vitest/config';

// The MCP process's suite (npm run test:mcp): the built mcp/dist/quarry-mcp.cjs started over
// stdio by the official SDK's client, a node `ws` client playing the extension, and a real
// `npm run serve` API process for --server. Files one at a time (two cores).
export default defineConfig({
  test: {
    include: ['mcp/tests/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
