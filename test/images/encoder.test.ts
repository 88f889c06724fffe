/**
 * The picture encoder on worker threads (tinypool): it paints a scene into a
 * PNG off the event loop, at most `threads` at once, and a queue decides
 * which comes first: the turn DM's picture, then a click's answer, then other
 * hands, then boards. Pictures never wait for clicks (a click's answer may be
 * waiting for one).
 */
import { describe, expect, it } from 'vitest';
import { pictureEncoder, type Priority } from '../../src/images/encoder.js';
import { pictureFixtures } from '../support/picture-fixtures.js';
import { assertPng } from '../support/pictures.js';

const scene = pictureFixtures('en').find((f) => f.kind === 'board')!.scene;

describe('the picture encoder on worker threads', () => {
  it('paints on a worker', async () => {
    const encoder = pictureEncoder({ threads: 1 });
    try {
      assertPng(await encoder.encode(JSON.stringify(scene), 'board'));
      assertPng(await encoder.encode(scene, 'answer'));
    } finally {
      await encoder.close();
    }
  });

  it('paints the waiting pictures by priority: a turn before an answer before a hand before boards', async () => {
    const encoder = pictureEncoder({ threads: 1 });
    try {
      await encoder.encode(JSON.stringify(scene), 'board'); // the thread is up
      await new Promise((resolve) => setImmediate(resolve)); // and free again
      const done: string[] = [];
      const paint = (name: string, priority: Priority) => encoder.encode(JSON.stringify(scene), priority).then(() => void done.push(name));
      // The first board takes the one thread; the others wait in the queue.
      await Promise.all([paint('board 1', 'board'), paint('board 2', 'board'), paint('hand', 'hand'), paint('answer', 'answer'), paint('turn', 'turn')]);
      expect(done).toEqual(['board 1', 'turn', 'answer', 'hand', 'board 2']);
    } finally {
      await encoder.close();
    }
  });

  it('refuses the pictures still waiting when it is closed', async () => {
    const encoder = pictureEncoder({ threads: 1 });
    // The one being painted ends with the thread; the one waiting is refused.
    const painting = encoder.encode(JSON.stringify(scene), 'board').catch(() => 'ended');
    const waiting = encoder.encode(JSON.stringify(scene), 'board');
    const refused = expect(waiting).rejects.toThrow('the picture encoder was closed');
    await encoder.close();
    await refused;
    await painting;
  });
});
