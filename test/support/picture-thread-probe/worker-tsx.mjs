// A worker for test/images/paint-memory.test.ts (src/worker-pool.ts loads worker-tsx.mjs from a pool's folder under vitest):
// the picture thread's own task (src/images/worker.ts), answering how much memory outside V8's heap the thread holds after it.
import v8 from 'node:v8';
import { tsImport } from 'tsx/esm/api';

const { default: encode } = await tsImport('../../../src/images/worker.ts', import.meta.url);

export default function task(scene) {
  encode(scene);
  return v8.getHeapStatistics().external_memory;
}
