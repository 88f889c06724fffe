/**
 * The picture encoder on worker threads (tinypool): it paints a scene into a
 * PNG off the event loop, and waits while the event loop says clicks are
 * coming (src/thread-priority.ts).
 */
import { describe, expect, it } from 'vitest';
import { pictureEncoder } from '../../src/images/encoder.js';
import { ClicksComing } from '../../src/thread-priority.js';
import { pictureFixtures } from '../support/picture-fixtures.js';
import { assertPng } from '../support/pictures.js';

const scenes = pictureFixtures('en').map((f) => JSON.stringify(f.scene));
const scene = pictureFixtures('en').find((f) => f.kind === 'board')!.scene;
const rssMiB = () => process.memoryUsage().rss / 2 ** 20;

describe('the picture encoder on worker threads', () => {
  it('paints on a worker, and only once clicks have calmed down', async () => {
    const signal = new ClicksComing();
    const encoder = pictureEncoder({ threads: 1, clicksComing: signal.buffer });
    try {
      // The worker is up and paints at once while no click comes.
      assertPng(await encoder.encode(JSON.stringify(scene), 'board'));
      signal.raise();
      let painted = false;
      const png = encoder.encode(JSON.stringify(scene), 'turn').then((p) => {
        painted = true;
        return p;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(painted).toBe(false);
      signal.lower();
      assertPng(await png);
    } finally {
      await encoder.close();
    }
  });

  it('frees the PNGs it made: 600 pictures leave the process no bigger (a worker that kept them grew ~22 MiB)', async () => {
    const encoder = pictureEncoder({ threads: 1 });
    try {
      for (let i = 0; i < 100; i++) await encoder.encode(scenes[i % scenes.length]!, 'hand'); // fonts, Skia, the worker's heap
      const before = rssMiB();
      for (let i = 0; i < 600; i++) await encoder.encode(scenes[i % scenes.length]!, 'hand');
      expect(rssMiB() - before).toBeLessThan(10);
    } finally {
      await encoder.close();
    }
  });
});
