/**
 * The pictures' figures of `npm run bench`:
 *
 * - per game, the time to make one picture on one core: build its scene from
 *   the view, paint it and encode the PNG (synchronously, in this process),
 *   for the board and for the hand of the seat to act, over the states of
 *   seeded random games; median and p99 by nearest rank, and the PNG's size;
 * - the click burst with images on: the burst of bench/discord.ts (250 live
 *   2-player Loners matches, in each a move on the DM of the player to act
 *   and a "Show my hand" on the board, all dispatched at once) against our
 *   bot with pictures on; the answer times, how long after its answer a
 *   clicked message got its picture (the edit through the interaction's
 *   token), and the REST requests a move cost (interaction answers aside).
 */
import { games } from '../src/games/index.js';
import { uis } from '../src/discord/ui/index.js';
import { encodePngSync } from '../src/images/paint.js';
import { fingerprint } from '../src/images/scene.js';
import { startFakeDiscord } from '../test/support/fake-discord/index.js';
import { countRest } from '../test/support/rest-count.js';
import { pictureContext } from '../test/support/picture-fixtures.js';
import { buildWorld, gc, ourTurns, settle, stats, timedClick, type Click, type Stats, type Timed } from './discord-clicks.js';
import { DISCORD_GLOBAL_LIMIT, openLiveMatches, setGlobalRestLimit, startBenchBot } from './discord-matches.js';

const PLAYERS: Record<string, number> = { loners: 3, scoundrel: 1, guys: 4, 'lone-wolves': 2 };
const PICTURES_PER_KIND = 80;
const BURST_MATCHES = Number(process.env.BENCH_MATCHES ?? 250);
const BURST_ROUNDS = 3;
const SETUP_LIMIT = 100_000;

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

export interface PictureBurst {
  burst: Stats;
  moves: Stats;
  hands: Stats;
  cold: Stats;
  /** From a move's answer to its picture being edited into the clicked message. */
  pictureLag: Stats;
  restPerMove: number;
  uploads: number;
}

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Per game: ms per board and per hand picture, made one after the other on this thread. */
export function benchPictureTimes(): PictureTimes[] {
  const out: PictureTimes[] = [];
  for (const [game, players] of Object.entries(PLAYERS)) {
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
    for (let n = 0; board.length < PICTURES_PER_KIND; n++) {
      let state = engine.setup({ players, seed: `bench-pictures-${game}-${n}`, options: {} });
      for (let step = 0; step < 200 && engine.toAct(state) !== null && board.length < PICTURES_PER_KIND; step++) {
        const seat = engine.toAct(state)!;
        if (step % 3 === 0) {
          const t0 = performance.now();
          const scene = images.board(engine.view(state, null), pictureContext('en', null, players));
          fingerprint(scene);
          const t1 = performance.now();
          const png = encodePngSync(scene);
          const t2 = performance.now();
          const handScene = images.hand(engine.view(state, seat), pictureContext('en', seat, players));
          fingerprint(handScene);
          const handPng = encodePngSync(handScene);
          const t3 = performance.now();
          if (n > 0 || step > 6) {
            board.push(t2 - t0);
            hand.push(t3 - t2);
            scenes.push(t1 - t0);
            boardBytes.push(png.length);
            handBytes.push(handPng.length);
            sizes.add(`${scene.width}×${scene.height}`);
          }
        }
        const legal = engine.legalActions(state, seat);
        const res = engine.apply(state, seat, legal[rand(legal.length)]);
        if (!res.ok) throw new Error(res.error.message);
        state = res.state;
      }
    }
    const heights = [...sizes].map((s) => Number(s.split('×')[1]));
    out.push({
      game,
      board: stats(board),
      hand: stats(hand),
      sceneMedian: stats(scenes).median,
      boardKb: stats(boardBytes).median / 1024,
      handKb: stats(handBytes).median / 1024,
      size: `800 × ${Math.min(...heights)}–${Math.max(...heights)}`,
    });
  }
  return out;
}

/** The click burst of bench/discord.ts, with images on. */
export async function benchPictureBurst(): Promise<PictureBurst> {
  const fake = await startFakeDiscord({ answerTimeoutMs: 30_000 });
  const bench = await startBenchBot(fake, 'pictures', 'silent', { images: process.env.BENCH_IMAGES !== 'off' });
  try {
    const { bot } = bench;
    const world = buildWorld(fake, 'i', BURST_MATCHES);
    const { prepareMove, showHand, routed } = ourTurns(fake, bench.database.db, world);
    setGlobalRestLimit(bot.client, SETUP_LIMIT);
    const matchIds = openLiveMatches(bot, world.specs);
    await settle(fake, bot);
    const all: Timed[] = [];
    const moves: Timed[] = [];
    const hands: Timed[] = [];
    const lags: number[] = [];
    let cold: Timed[] = [];
    let rest = 0;
    let moved = 0;
    let uploads = 0;
    for (let round = 0; round <= BURST_ROUNDS; round++) {
      const plan: { click: Click; kind: 'move' | 'hand' }[] = [];
      for (const id of matchIds) {
        const move = await prepareMove(id);
        if (!move) continue;
        plan.push({ click: move, kind: 'move' }, { click: showHand(id), kind: 'hand' });
      }
      await settle(fake, bot);
      setGlobalRestLimit(bot.client, DISCORD_GLOBAL_LIMIT);
      gc();
      const before = fake.requests.length;
      const results = await Promise.all(plan.map((p) => timedClick(fake, p.click)));
      await routed(plan.map((p) => p.click));
      await settle(fake, bot);
      setGlobalRestLimit(bot.client, SETUP_LIMIT);
      const bad = results.find((t, i) => (plan[i]?.kind === 'move' ? t.answer.type !== 7 : t.answer.type !== 4));
      if (bad) throw new Error(`unexpected answer in the burst: type ${bad.answer.type}`);
      if (round === 0) {
        cold = results;
        continue;
      }
      const requests = fake.requests.slice(before);
      rest += countRest(requests).total;
      uploads += requests.reduce((n, r) => n + r.uploads.length, 0);
      all.push(...results);
      results.forEach((t, i) => {
        if (plan[i]?.kind !== 'move') return hands.push(t);
        moves.push(t);
        moved++;
        const answeredAt = t.answer.record.callback?.at ?? 0;
        const edit = t.answer.events.find((e) => e.kind === 'edit' && e.original);
        // No edit: the picture was ready in time and went with the answer.
        lags.push(edit ? edit.at - answeredAt : 0);
      });
    }
    return { burst: stats(all.map((t) => t.ms)), moves: stats(moves.map((t) => t.ms)), hands: stats(hands.map((t) => t.ms)), cold: stats(cold.map((t) => t.ms)), pictureLag: stats(lags), restPerMove: rest / Math.max(1, moved), uploads };
  } finally {
    await bench.stop();
    await fake.stop();
  }
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

export function printPictureTimes(rows: PictureTimes[]): void {
  console.log('\nPictures (one core, this process: scene from the view + paint + PNG encoding, one after the other):');
  console.log('game         board median   p99    hand median   p99    scene alone   PNG board / hand   size (px)');
  for (const r of rows) {
    console.log(
      `${r.game.padEnd(12)} ${ms(r.board.median).padStart(12)} ${ms(r.board.p99).padStart(6)} ${ms(r.hand.median).padStart(13)} ${ms(r.hand.p99).padStart(6)} ${ms(r.sceneMedian).padStart(13)}   ${`${r.boardKb.toFixed(0)} / ${r.handKb.toFixed(0)} KiB`.padStart(16)}   ${r.size}`,
    );
  }
  const worst = Math.max(...rows.flatMap((r) => [r.board.p99, r.hand.p99]));
  console.log(`  target ≤ 25 ms per image: worst p99 ${ms(worst)} ${worst <= 25 ? 'met' : 'NOT met'}`);
}

export function printPictureBurst(f: PictureBurst): void {
  console.log(`\nClick burst with images on (${BURST_ROUNDS} bursts of 500 clicks over ${BURST_MATCHES} Loners matches; answer = INTERACTION_CREATE sent -> callback received):`);
  const row = (label: string, s: Stats) => `  ${label.padEnd(44)} median ${ms(s.median).padStart(7)}  p99 ${ms(s.p99).padStart(7)}  max ${ms(s.max).padStart(7)}  (${s.n})`;
  console.log(row('all clicks', f.burst));
  console.log(row('  the moves (update of the DM, text first)', f.moves));
  console.log(row('  the "Show my hand" (ephemeral)', f.hands));
  console.log(row('first burst (new connections)', f.cold));
  console.log(row('a move\'s picture, after its answer', f.pictureLag));
  console.log(`  REST requests per move (interaction answers aside): ${f.restPerMove.toFixed(2)}; pictures uploaded: ${f.uploads}`);
  console.log(`  target burst p99 < 300 ms with images: ${ms(f.burst.p99)} ${f.burst.p99 < 300 ? 'met' : 'NOT met'}`);
}
