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

const scene = pictureFixtures('en').find((f) => f.kind === 'board')!.scene;

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
});
