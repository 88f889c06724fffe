// Vitest setup file (vitest.config.ts): after each test the worker's event loop
// takes a turn. A file of many synchronous tests (the UI playouts: two minutes
// of them) otherwise never reads vitest's own replies, and its RPC times out.
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
