// Vitest setup file (vitest.config.ts): after each test, and after each file
// for what its after-all hooks sent, every fake Discord must have refused
// nothing as invalid. Runs after the file's own after-hooks (they run in
// reverse order), so what the bot sends while a harness closes counts too.
import { afterAll, afterEach } from 'vitest';
import { assertNoInvalidPayloads } from './fake-discord/invalid-payloads.ts';

afterEach(() => assertNoInvalidPayloads());
afterAll(() => assertNoInvalidPayloads());
