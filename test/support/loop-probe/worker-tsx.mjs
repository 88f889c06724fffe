// A worker for test/worker-pool.test.ts (src/worker-pool.ts loads worker-tsx.mjs from a pool's folder under vitest):
// each task answers whether the thread's event loop turned since the task before.
import { setImmediate } from 'node:timers';
let turned = true;

export default function task() {
  const answer = turned;
  turned = false;
  setImmediate(() => {
    turned = true;
  });
  return answer;
}
