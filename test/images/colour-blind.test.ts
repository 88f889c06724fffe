/**
 * Colour-blind safe pictures: the colours that carry meaning in a game's
 * pictures (its `palette`: Lone Wolves' territories, Scoundrel's monsters,
 * weapons and potions, …) stay apart for readers with deuteranopia or
 * protanopia, the common red-green colour blindnesses. Each colour is seen
 * as such a reader sees it (Machado, Oliveira & Fernandes 2009, severity
 * 1.0, on linear RGB) and every two of a palette must differ by at least
 * ΔE2000 = 10. A just-noticeable difference is about 1 in ΔE2000; 10 is a
 * difference one sees at a glance between two small marks side by side.
 * Each palette colour is also really drawn: in the golden images or in the
 * pictures of other states of the game.
 */
import { describe, expect, it } from 'vitest';
import { uis } from '../../src/discord/ui/index.js';
import type { Scene } from '../../src/images/scene.js';
import { pictureFixtures } from '../support/picture-fixtures.js';
import { playoutScenes } from './playout-scenes.js';

const MIN_DELTA_E = 10;

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];
/** Machado et al. 2009, severity 1.0. */
const VISION: Record<string, Matrix | null> = {
  normal: null,
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function linearRgb(hex: string): number[] {
  const h = hex.replace('#', '').slice(0, 6);
  return [0, 2, 4].map((i) => toLinear(parseInt(h.slice(i, i + 2), 16) / 255));
}

function seenAs(rgb: number[], m: Matrix | null): number[] {
  if (!m) return rgb;
  return m.map((row) => Math.min(1, Math.max(0, row.reduce((sum, k, j) => sum + k * (rgb[j] ?? 0), 0))));
}

/** CIE L*a*b* (D65) of a linear RGB colour. */
function lab([r, g, b]: number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => ((r * 180) / Math.PI + 360) % 360;

/** CIEDE2000 (Sharma, Wu & Dalal 2005). */
export function deltaE2000(a: [number, number, number], b: [number, number, number]): number {
  const [l1, a1, b1] = a;
  const [l2, a2, b2] = b;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1 = Math.hypot(a1p, b1);
  const c2 = Math.hypot(a2p, b2);
  const h1 = c1 === 0 ? 0 : deg(Math.atan2(b1, a1p));
  const h2 = c2 === 0 ? 0 : deg(Math.atan2(b2, a2p));
  let dh = h2 - h1;
  if (c1 * c2 === 0) dh = 0;
  else if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dL = l2 - l1;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(rad(dh / 2));
  const lBar = (l1 + l2) / 2;
  const cBarP = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const t = 1 - 0.17 * Math.cos(rad(hBar - 30)) + 0.24 * Math.cos(rad(2 * hBar)) + 0.32 * Math.cos(rad(3 * hBar + 6)) - 0.2 * Math.cos(rad(4 * hBar - 63));
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cBarP;
  const sh = 1 + 0.015 * cBarP * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** The pairs of a palette closer than the threshold for some reader. */
function tooClose(palette: Record<string, string>): string[] {
  const out: string[] = [];
  const names = Object.keys(palette);
  for (const [vision, m] of Object.entries(VISION)) {
    const seen = names.map((n) => lab(seenAs(linearRgb(palette[n]!), m)));
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const d = deltaE2000(seen[i]!, seen[j]!);
        if (d < MIN_DELTA_E) out.push(`${vision}: ${names[i]} / ${names[j]} ΔE ${d.toFixed(1)}`);
      }
    }
  }
  return out;
}

const colours = (scene: Scene) => new Set(scene.ops.flatMap((op) => ('fill' in op ? [op.fill] : []).concat('stroke' in op ? [op.stroke] : [], op.op === 'text' ? [op.color] : [])).filter(Boolean).map((c) => c!.toLowerCase()));

const GAMES = Object.keys(uis).filter((id) => uis[id]?.images && Object.keys(uis[id]!.images!.palette).length > 0);

describe.each(GAMES)("%s's colours that carry meaning", (game) => {
  const palette = uis[game]!.images!.palette;

  it('stay apart for normal, deuteranope and protanope vision', () => {
    expect(Object.keys(palette).length).toBeGreaterThan(1);
    expect(tooClose(palette)).toEqual([]);
  });

  it('are colours its pictures really draw', () => {
    const scenes = [...pictureFixtures('en').filter((f) => f.game === game), ...playoutScenes(game, { langs: ['en'] })].map((d) => d.scene);
    const drawn = new Set(scenes.flatMap((scene) => [...colours(scene)]));
    for (const [meaning, colour] of Object.entries(palette)) expect(drawn.has(colour.toLowerCase()), `${meaning} ${colour}`).toBe(true);
  });
});

describe('the simulation', () => {
  it('tells apart what deuteranopes cannot: pure red and green are far apart for most readers, close for them', () => {
    const redGreen = { red: '#d64541', green: '#3fa55b' };
    expect(tooClose({ red: '#d64541', blue: '#3b82c4' })).toEqual([]);
    expect(tooClose({ blue: '#3b82c4', purple: '#9b59b6' }).some((p) => p.startsWith('deuteranopia'))).toBe(true);
    expect(deltaE2000(lab(linearRgb(redGreen.red)), lab(linearRgb(redGreen.green)))).toBeGreaterThan(30);
  });

  it('gives the reference values of CIEDE2000 (Sharma et al., pair 1)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
  });
});
