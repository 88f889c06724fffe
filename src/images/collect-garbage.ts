/**
 * Garbage collection on demand, for the picture thread. Each picture reads
 * its canvas's pixels into a buffer that @napi-rs/canvas allocates outside
 * V8's heap; V8 only collects it when it next collects garbage, which a
 * thread that allocates little on its heap does late, after many such
 * buffers. A scavenge of the thread's small young generation before each
 * picture frees most of them at once (Node frees a buffer on the loop turn
 * after its collection). On Node 24 some of them outlive the scavenge, so
 * when the memory outside the heap still passes about ten pictures' pixels,
 * a full collection frees them.
 * V8 offers `gc` only behind a flag; setting the flag and taking `gc` from
 * a fresh context is how jest's leak detector does it.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

type Gc = (options?: { type: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

/** Memory outside V8's heap past which the picture thread collects it all. */
export const PIXELS_LIMIT_BYTES = 16 * 2 ** 20;

let gc: Gc | null = null;

export function collectOldPixels(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as Gc;
  }
  gc({ type: 'minor' });
  if (v8.getHeapStatistics().external_memory > PIXELS_LIMIT_BYTES) gc({ type: 'major' });
}
