import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Fails a test whose fake Discord refused a body as invalid, even when the bot swallowed the error.
    setupFiles: ['test/support/invalid-payloads.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
