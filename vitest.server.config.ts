import { defineConfig } from 'vitest/config';

// The server's suite (npm run test:server): real redis-server, API and worker processes with
// Chromium. Kept apart from the extension's unit run; files one at a time (two cores).
export default defineConfig({
  test: {
    include: ['server/tests/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
