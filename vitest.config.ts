import { availableParallelism } from 'node:os';
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
    // vitest's default is one fork less than the cores: one on a 2-core machine. Most files wait on
    // bots and fakes much of the time, so two forks there take about two thirds of the time.
    poolOptions: { forks: { maxForks: Math.max(2, availableParallelism() - 1) } },
  },
});
