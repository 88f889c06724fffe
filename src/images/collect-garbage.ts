/**
 * A minor garbage collection on demand, for the picture thread. Each picture
 * reads its canvas's pixels (1–1.5 MiB) into a buffer that @napi-rs/canvas
 * allocates outside V8's heap; V8 only collects it when it next collects
 * garbage, which a thread that allocates little on its heap does after
 * ~64 MiB of such buffers. A scavenge of the thread's small young
 * generation before each picture lets Node free the previous picture's
 * pixels at once. V8 offers `gc` only behind a flag; setting the flag and
 * taking `gc` from a fresh context is how jest's leak detector does it.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

type Gc = (options?: { type: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

let gc: Gc | null = null;

export function collectYoungGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as Gc;
  }
  gc({ type: 'minor' });
}
