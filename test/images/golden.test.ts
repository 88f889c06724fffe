/**
 * Golden images: fixed positions of every game (test/support/picture-fixtures.ts)
 * drawn and compared with the PNGs committed under test/golden/, by a
 * tolerant pixel diff (pixelmatch): font rasterisation may differ by a few
 * anti-aliased pixels between machines, a change of layout may not.
 * `UPDATE_GOLDEN=1 npx vitest run test/images/golden.test.ts` writes them anew
 * (look at them before committing).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePngSync } from '../../src/images/paint.js';
import { PROJECT_ROOT } from '../support/bot-process.js';
import { pictureFixtures } from '../support/picture-fixtures.js';
import { assertPng } from '../support/pictures.js';

const GOLDEN = join(PROJECT_ROOT, 'test', 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
/** Per pixel: how different two colours may be (pixelmatch's 0..1 threshold); in all: how many pixels may differ. */
const THRESHOLD = 0.1;
const MAX_DIFFERENT_SHARE = 0.005;

const fixtures = [...pictureFixtures('en'), ...pictureFixtures('de').filter((f) => f.kind === 'board')];

describe('golden images', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (name, fixture) => {
    const png = encodePngSync(fixture.scene);
    const { width, height } = assertPng(png);
    const file = join(GOLDEN, `${name}.png`);
    if (UPDATE) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, png);
      return;
    }
    expect(existsSync(file), `${file} is missing: run UPDATE_GOLDEN=1 npx vitest run test/images/golden.test.ts`).toBe(true);
    const expected = PNG.sync.read(readFileSync(file));
    const actual = PNG.sync.read(png);
    expect([width, height], 'size').toEqual([expected.width, expected.height]);
    const different = pixelmatch(expected.data, actual.data, undefined, width, height, { threshold: THRESHOLD });
    expect(different / (width * height), `${different} pixels differ from ${file}`).toBeLessThanOrEqual(MAX_DIFFERENT_SHARE);
  });

  it('catches a change: a picture with one card more is not the golden one', () => {
    const [board] = fixtures;
    const changed = { ...board!.scene, ops: [...board!.scene.ops, { op: 'rect' as const, x: 40, y: 40, w: 120, h: 160, fill: '#ff0000' }] };
    const a = PNG.sync.read(encodePngSync(board!.scene));
    const b = PNG.sync.read(encodePngSync(changed));
    expect(pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: THRESHOLD }) / (a.width * a.height)).toBeGreaterThan(MAX_DIFFERENT_SHARE);
  });
});
