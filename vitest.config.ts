import { defineConfig } from 'vitest/config';

// Several bot processes over one database need PostgreSQL: their tests run in the PostgreSQL pass (npm run test:postgres).
const processes = process.env.TEST_DATABASE === 'postgres' ? [] : ['test/processes/**'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...processes],
    // Fails a test whose fake Discord refused a body as invalid, even when the bot swallowed the error.
    setupFiles: ['test/support/invalid-payloads.setup.ts', 'test/support/event-loop.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
