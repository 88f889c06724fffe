/**
 * Painting holds no native memory per picture. A canvas's pixels live
 * outside V8's heap, where V8 does not count them, so a new canvas per
 * picture was never collected: ~1 MiB a picture, 3.4 GiB in the picture
 * worker after the 3,000 pictures of 1,000 new matches. One canvas per
 * thread, resized for each picture, keeps it flat.
 */
import { describe, expect, it } from 'vitest';
import { encodePng, encodePngSync } from '../../src/images/paint.js';
import { pictureFixtures } from '../support/picture-fixtures.js';
import { assertPng } from '../support/pictures.js';

const scenes = pictureFixtures('en').map((f) => f.scene);
const rssMiB = () => process.memoryUsage().rss / 2 ** 20;

describe('painting pictures', () => {
  it('holds no native memory per picture (400 pictures: far less than the ~400 MiB a canvas each took)', () => {
    for (const scene of scenes) encodePngSync(scene); // fonts and Skia loaded
    const before = rssMiB();
    for (let i = 0; i < 400; i++) encodePngSync(scenes[i % scenes.length]!);
    expect(rssMiB() - before).toBeLessThan(120);
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
