/**
 * Stopping the bot ends the pictures still being made: they come back null, and that is no failure —
 * nothing is logged as an error and no picture is remembered as broken.
 */
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { Pictures } from '../../src/discord/pictures.js';
import type { Encoder } from '../../src/images/encoder.js';
import type { Scene } from '../../src/images/scene.js';

/** An encoder whose pictures never finish until it is closed (then they fail, as a real pool's do); `fail` fails them first. */
function stuckEncoder(): Encoder & { fail(): void } {
  const rejects: ((err: Error) => void)[] = [];
  const failAll = (message: string) => {
    for (const reject of rejects.splice(0)) reject(new Error(message));
  };
  return {
    encode: () => new Promise<Buffer>((_, reject) => rejects.push(reject)),
    close: async () => failAll('the picture encoder was closed'),
    fail: () => failAll('the worker crashed'),
  };
}

const scene = { width: 10, height: 10 } as unknown as Scene;

function picturesWithLog() {
  const errors: unknown[] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;
  const encoder = stuckEncoder();
  return { pictures: new Pictures(log, { encoder }), encoder, errors };
}

describe('pictures when the bot stops', () => {
  it('a picture still being made when they close comes back null, with no error logged and nothing marked broken', async () => {
    const { pictures, errors } = picturesWithLog();
    const ref = pictures.ref('m1:1:board', 'board', () => scene);
    const png = pictures.png(ref);
    await pictures.close();
    expect(await png).toBeNull();
    expect(errors).toEqual([]);
    expect(pictures.broken(ref)).toBe(false);
    expect(pictures.counts.failed).toBe(0);
  });

  it('a picture that fails before is still logged and marked broken', async () => {
    const { pictures, encoder, errors } = picturesWithLog();
    const ref = pictures.ref('m1:1:board', 'board', () => scene);
    const png = pictures.png(ref);
    encoder.fail();
    expect(await png).toBeNull();
    expect(errors).toHaveLength(1);
    expect(pictures.broken(ref)).toBe(true);
  });
});
