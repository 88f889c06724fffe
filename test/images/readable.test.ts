/**
 * Pictures readable on a phone: Discord shows a picture at most 800 pixels
 * wide, and a phone's column of about 340 pixels scales it down further; so
 * every picture is at most 800 wide and every word and number in it at least
 * 24 pixels tall (10 on such a phone), whatever the game, language or state
 * (finished ones and big hands included). Nothing is drawn outside the
 * picture, and in the fixture positions (short names) no word is cut short.
 */
import { describe, expect, it } from 'vitest';
import { uis } from '../../src/discord/ui/index.js';
import { registeredGames } from '../../src/games/index.js';
import { loners } from '../../src/games/loners/index.js';
import { textWidth } from '../../src/images/fonts.js';
import { MAX_PICTURE_SIDE } from '../../src/images/paint.js';
import type { Op, Scene } from '../../src/images/scene.js';
import { pictureContext, pictureFixtures } from '../support/picture-fixtures.js';
import { playoutScenes } from './playout-scenes.js';
import { table } from '../discord/ui/loners-fixtures.js';

const MAX_WIDTH = 800;
const MIN_TEXT = 24;
const LANGS = ['en', 'de'] as const;

type Text = Extract<Op, { op: 'text' }>;
const texts = (scene: Scene) => scene.ops.filter((op): op is Text => op.op === 'text');

/** Where a text is drawn, left and right edges (squeezed into `max` when given). */
function span(op: Text): [number, number] {
  const w = Math.min(textWidth(op.text, op.size, op.bold), op.max ?? Infinity);
  const left = op.align === 'center' ? op.x - w / 2 : op.align === 'right' ? op.x - w : op.x;
  return [left, left + w];
}

function problems(scene: Scene): string[] {
  const out: string[] = [];
  if (scene.width > MAX_WIDTH) out.push(`${scene.width} pixels wide`);
  if (scene.height > MAX_PICTURE_SIDE) out.push(`${scene.height} pixels tall`);
  for (const op of texts(scene)) {
    if (op.size < MIN_TEXT) out.push(`"${op.text}" at ${op.size} px`);
    const [left, right] = span(op);
    if (left < -1 || right > scene.width + 1) out.push(`"${op.text}" drawn from ${Math.round(left)} to ${Math.round(right)}`);
  }
  return out;
}

const GAMES = registeredGames()
  .map((r) => r.engine.id)
  .filter((id) => uis[id]?.images);

describe.each(GAMES)('%s pictures read on a phone', (game) => {
  it('are at most 800 pixels wide, with every text at least 24 pixels tall and inside the picture', () => {
    const bad = playoutScenes(game).flatMap(({ label, scene }) => problems(scene).map((p) => `${label}: ${p}`));
    expect(bad.slice(0, 20)).toEqual([]);
  });
});

describe('big hands', () => {
  it('a Loners hand of 40 cards keeps to the same sizes, in a taller picture', () => {
    const hand = Array.from({ length: 40 }, (_, i) => (i % 13 === 6 ? 'guard' : (i % 8) + 1)) as (number | 'guard')[];
    const state = table({ players: 2, hands: [hand, [1, 2, 3]], circle: [4, 5, 6, 7] });
    const images = uis.loners!.images!;
    for (const lang of LANGS) {
      const scene = images.hand(loners.view(state, 0), pictureContext('loners', lang, 0, 2));
      expect(problems(scene)).toEqual([]);
      expect(texts(scene).some((op) => op.text === '40')).toBe(true);
    }
  });
});

describe('the fixture pictures', () => {
  it('cut no word short (short names: everything fits whole)', () => {
    for (const lang of LANGS) {
      for (const f of pictureFixtures(lang)) {
        const cut = texts(f.scene).filter((op) => op.text.endsWith('…'));
        expect(cut.map((op) => `${f.name}: ${op.text}`)).toEqual([]);
      }
    }
  });

  it('catch a small text (the check can fail)', () => {
    const scene: Scene = { width: 400, height: 100, background: '#000', ops: [{ op: 'text', text: '7', x: 10, y: 10, size: 16, color: '#fff' }] };
    expect(problems(scene)).toEqual(['"7" at 16 px']);
  });
});
