/**
 * The pictures' figures of `npm run bench`: per game, the CPU time to make
 * one picture on one core — its scene from the view, painted, encoded as PNG
 * (synchronously, in this process) — for the board and for the hand of the
 * seat to act, over the states of seeded random games; median and p99 by
 * nearest rank, and the PNG's size. Each picture is made as the picture
 * thread makes it: the last picture's pixels collected first (timed), the
 * event loop turned after it (untimed), from which Node frees them
 * (src/images/collect-garbage.ts). The click burst with pictures on is in
 * bench/bursts.ts.
 */
import { setImmediate as turnEventLoop } from 'node:timers/promises';
import { games } from '../src/games/index.js';
import { uis } from '../src/discord/ui/index.js';
import { collectOldPixels } from '../src/images/collect-garbage.js';
import { encodePngSync } from '../src/images/paint.js';
import { fingerprint } from '../src/images/scene.js';
import { pictureContext, positions } from '../test/support/picture-fixtures.js';
import { gc, stats, type Stats } from './stats.js';

export interface PictureTimes {
  game: string;
  board: Stats;
  hand: Stats;
  /** Scene and fingerprint alone (what a click pays before its answer), median. */
  sceneMedian: number;
  boardKb: number;
  handKb: number;
  size: string;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Per game: ms per board and per hand picture, made one after the other on this thread. */
/** `perKind` pictures per game and kind: with 400, the p99 is the 4th slowest, not one pause of the machine. */
export async function benchPictureTimes(perKind = 400): Promise<PictureTimes[]> {
  const out: PictureTimes[] = [];
  // Every registered game with pictures, at the table size of its fixture pictures.
  for (const { game, players } of positions()) {
    const engine = games[game];
    const images = uis[game]?.images;
    if (!engine || !images) continue;
    const rand = lcg(game.length * 101);
    const board: number[] = [];
    const hand: number[] = [];
    const scenes: number[] = [];
    const boardBytes: number[] = [];
    const handBytes: number[] = [];
    const sizes = new Set<string>();
    // Warm-up: fonts, Skia, the text-width cache.
    for (let n = 0; board.length < perKind; n++) {
      let state = engine.setup({ players, seed: `bench-pictures-${game}-${n}`, options: {} });
      for (let step = 0; step < 200 && engine.toAct(state) !== null && board.length < perKind; step++) {
        const seat = engine.toAct(state)!;
        if (step % 3 === 0) {
          // Canvases hold memory V8 does not see: collect now and then (untimed), as a long-lived worker does between pictures.
          if (board.length % 10 === 0) gc();
          // CPU time of this process (the machine may be shared: wall time would count other programs' turns).
          const t0 = cpuMs();
          const scene = images.board(engine.view(state, null), pictureContext(game, 'en', null, players));
          fingerprint(scene);
          const t1 = cpuMs();
          collectOldPixels();
          const png = encodePngSync(scene);
          const t2 = cpuMs();
          await turnEventLoop();
          const t2b = cpuMs();
          const handScene = images.hand(engine.view(state, seat), pictureContext(game, 'en', seat, players));
          fingerprint(handScene);
          collectOldPixels();
          const handPng = encodePngSync(handScene);
          const t3 = cpuMs();
          await turnEventLoop();
          if (n > 0 || step > 6) {
            board.push(t2 - t0);
            hand.push(t3 - t2b);
            scenes.push(t1 - t0);
            boardBytes.push(png.length);
            handBytes.push(handPng.length);
            sizes.add(`${scene.width}×${scene.height}`);
            sizes.add(`${handScene.width}×${handScene.height}`);
          }
        }
        const legal = engine.legalActions(state, seat);
        const res = engine.apply(state, seat, legal[rand(legal.length)]);
        if (!res.ok) throw new Error(res.error.message);
        state = res.state;
      }
    }
    const heights = [...sizes].map((s) => Number(s.split('×')[1]));
    const widths = [...new Set([...sizes].map((s) => s.split('×')[0]))].join('/');
    out.push({
      game,
      board: stats(board),
      hand: stats(hand),
      sceneMedian: stats(scenes).median,
      boardKb: stats(boardBytes).median / 1024,
      handKb: stats(handBytes).median / 1024,
      size: `${widths} × ${Math.min(...heights)}–${Math.max(...heights)}`,
    });
  }
  return out;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

export function printPictureTimes(rows: PictureTimes[]): void {
  console.log('\nPictures (CPU time on one core: scene from the view + paint + PNG encoding, one after the other):');
  console.log('game         board median   p99    hand median   p99    scene alone   PNG board / hand   size (px)');
  for (const r of rows) {
    console.log(
      `${r.game.padEnd(12)} ${ms(r.board.median).padStart(12)} ${ms(r.board.p99).padStart(6)} ${ms(r.hand.median).padStart(13)} ${ms(r.hand.p99).padStart(6)} ${ms(r.sceneMedian).padStart(13)}   ${`${r.boardKb.toFixed(0)} / ${r.handKb.toFixed(0)} KiB`.padStart(16)}   ${r.size}`,
    );
  }
  const worst = Math.max(...rows.flatMap((r) => [r.board.p99, r.hand.p99]));
  console.log(`  worst p99: ${ms(worst)}`);
}
