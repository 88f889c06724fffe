/**
 * Optional CPU profiles of the bench's timed phases (`npm run bench --
 * --cpu-profile DIR`): one `<phase>.cpuprofile` per phase, to open in Chrome
 * DevTools or speedscope. Sampling slows the code down, so the figures of a
 * profiled run are not the ones to quote.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export class PhaseProfiler {
  constructor(readonly dir: string | null) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  async around<T>(phase: string, run: () => Promise<T>): Promise<T> {
    if (!this.dir) return run();
    const session = new Session();
    session.connect();
    try {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      const result = await run();
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(this.dir, `${phase}.cpuprofile`), JSON.stringify(profile));
      return result;
    } finally {
      session.disconnect();
    }
  }
}
