/**
 * The picture thread holds no native memory per picture. A canvas's pixels
 * live outside V8's heap, where V8 does not count them, so a new canvas per
 * picture was never collected: ~1 MiB a picture, 3.4 GiB in the picture
 * worker after the 3,000 pictures of 1,000 new matches. One canvas per
 * thread, resized for each picture, keeps it flat. The pixels read off the
 * canvas for the PNG (1–1.5 MiB a picture) are freed only after V8 collects
 * their buffer, which it did every ~64 MiB of them, until the thread
 * collected them before each picture (src/images/collect-garbage.ts).
 */
import { describe, expect, it } from 'vitest';
import { PIXELS_LIMIT_BYTES } from '../../src/images/collect-garbage.js';
import { pictureEncoder } from '../../src/images/encoder.js';
import { encodePng, encodePngSync } from '../../src/images/paint.js';
import { pictureFixtures } from '../support/picture-fixtures.js';
import { assertPng } from '../support/pictures.js';
import { workerPool } from '../../src/runtime/worker-pool.js';

const scenes = pictureFixtures('en').map((f) => f.scene);
const rssMiB = () => process.memoryUsage().rss / 2 ** 20;

describe('painting pictures', () => {
  // RSS is the whole process's and moves by tens of MiB as allocators return memory (more on a busy machine, and the
  // pictures readable on a phone are bigger): this catches a canvas a picture, at least a MiB each, not a few MiB.
  it('holds no canvas per picture on the picture thread (500 pictures: RSS grows by under 200 MiB, against over 500 MiB with a canvas each)', async () => {
    const encoder = pictureEncoder({ threads: 1 });
    try {
      const json = scenes.map((scene) => JSON.stringify(scene));
      for (const scene of json) await encoder.encode(scene, 'board'); // fonts and Skia loaded
      const before = rssMiB();
      for (let i = 0; i < 500; i++) await encoder.encode(json[i % json.length]!, 'board');
      expect(rssMiB() - before).toBeLessThan(200);
    } finally {
      await encoder.close();
    }
  });

  it("frees each picture's pixels on the picture thread: never more than ten pictures' worth outside V8's heap (without collecting them: 37 MiB on Node 20, 72 on Node 24)", async () => {
    const pool = workerPool({ folder: new URL('../support/picture-thread-probe/', import.meta.url), threads: 1 });
    try {
      const json = scenes.map((scene) => JSON.stringify(scene));
      const external: number[] = [];
      for (let i = 0; i < 300; i++) external.push((await pool.run(json[i % json.length])) as number);
      const onePicture = 1.5 * 2 ** 20;
      expect(Math.max(...external.slice(50)) / 2 ** 20).toBeLessThan((PIXELS_LIMIT_BYTES + 2 * onePicture) / 2 ** 20);
    } finally {
      await pool.destroy();
    }
  });

  it('gives each picture its own size and content although they share one canvas, also when encodings overlap', async () => {
    const [a, b] = [scenes[0]!, scenes.find((s) => s.height !== scenes[0]!.height)!];
    const alone = [encodePngSync(a), encodePngSync(b)];
    const together = await Promise.all([encodePng(a), encodePng(b), encodePng(a)]);
    expect(together[0]!.equals(alone[0]!)).toBe(true);
    expect(together[1]!.equals(alone[1]!)).toBe(true);
    expect(together[2]!.equals(alone[0]!)).toBe(true);
    expect(assertPng(together[1]!).height).toBe(Math.ceil(b.height));
  });
});
