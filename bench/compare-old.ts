/**
 * npx tsx --expose-gc bench/compare-old.ts [old checkout] — what the
 * mechanisms the platform refactor removed were worth, measured in one run
 * against an old checkout (default /work/wt-old: `git worktree add
 * /work/wt-old fa176f5`, then `npm ci` there):
 * - click bursts of the bare bot, ours and the old bot (its own bench child,
 *   which takes the same commands), interleaved; each bot's ratio to bare;
 * - rendering a Loners hand with the old i18n fast path and with i18next's
 *   own `t` (both in the old code), and in the new code;
 * - reading a match and its seats on SQLite with queries drizzle builds on
 *   every call (as now) and with statements prepared once (as before);
 * - RSS with 1,000 matches after a quiet minute, then after the old idle
 *   trim's collection.
 * `--quick`: a smoke run (50 matches, one round, no memory); `--only
 * bursts,hands,reads,memory`: some parts only (memory alone runs on any Node,
 * e.g. Node 24, where V8 kept freed pages and the trim was for).
 * Not part of `npm run bench`: it needs the old checkout.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { openStore } from '../src/db/open.js';
import { playContext } from '../src/play/context.js';
import { openLobby } from '../src/play/lobby.js';
import { getMatch, getPlayers } from '../src/play/matches.js';
import { games as newGames } from '../src/games/index.js';
import { translator as newTranslator } from '../src/discord/i18n/index.js';
import { uis as newUis } from '../src/discord/ui/index.js';
import type { MatchContext } from '../src/discord/ui/types.js';
import type { AnyGameDefinition } from '../src/games/core/contract.js';
import { startFakeDiscord } from '../test/support/fake-discord/index.js';
import { RemoteBot } from './bot-remote.js';
import { ourBurstBot } from './burst-bots.js';
import { bareBot, interleave, printBursts, sqliteBot, type BotMaker } from './bursts.js';
import { benchRss, printRss } from './rss.js';
import { median, ratio } from './stats.js';
import { buildWorld } from './world.js';

const oldRoot = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/work/wt-old';
const quick = process.argv.includes('--quick');
const o = process.argv.indexOf('--only');
const only = o >= 0 ? new Set((process.argv[o + 1] ?? '').split(',')) : null;
const run = (part: string) => !only || only.has(part);
const MATCHES = quick ? 50 : 250;
const ROUNDS = quick ? 1 : 3;

/** The old checkout's commit, for the bursts' label. */
const oldCommit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: oldRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown commit';
  }
})();

const oldBot: BotMaker = async (matches) => {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  const remote = RemoteBot.fork(join(oldRoot, 'bench/bot-child.ts'), oldRoot);
  const bot = await ourBurstBot(`old bot (${oldCommit}) on SQLite`, remote, fake, buildWorld(fake, 'old', matches), []);
  return { ...bot, close: () => bot.close().finally(() => fake.stop()) };
};

type Hand = (view: unknown, legal: readonly unknown[], ctx: MatchContext, menu: string | null) => unknown;
type T = MatchContext['t'];

/** µs per Loners hand (the seat to act's, text layout) over the states of seeded random games, median of rounds. */
function handTimes(variants: { name: string; engine: AnyGameDefinition; hand: Hand; t: T }[]): { name: string; us: number }[] {
  const cases = variants.map((v) => {
    const states: { view: unknown; legal: readonly unknown[] }[] = [];
    for (let g = 0; states.length < 300; g++) {
      let state = v.engine.setup({ players: 2, seed: `hands-${g}`, options: {} });
      for (let step = 0; step < 60 && v.engine.toAct(state) !== null; step++) {
        const seat = v.engine.toAct(state) as number;
        const legal = v.engine.legalActions(state, seat);
        states.push({ view: v.engine.view(state, seat), legal });
        const res = v.engine.apply(state, seat, legal[(g * 7 + step * 13) % legal.length]);
        if (!res.ok) break;
        state = res.state;
      }
    }
    const ctx: MatchContext = {
      game: 'loners',
      matchId: 'benchhands',
      version: 3,
      guildId: '1000000000000000000',
      guildName: 'Card Club',
      channelId: '1000000000000000001',
      seats: [0, 1].map((seat) => ({ seat, userId: `10000000000000000${seat + 10}`, displayName: `Player ${seat + 1}`, forfeited: false })),
      turnDeadline: Date.now() + 300_000,
      status: 'active',
      lang: 'en',
      t: v.t,
    };
    return { ...v, states, ctx, rounds: [] as number[] };
  });
  for (let round = 0; round < 7; round++) {
    for (const c of cases) {
      const t0 = performance.now();
      for (const s of c.states) c.hand(s.view, s.legal, c.ctx, null);
      if (round > 0) c.rounds.push(((performance.now() - t0) * 1000) / c.states.length);
    }
  }
  return cases.map((c) => ({ name: c.name, us: median(c.rounds) }));
}

async function oldHandVariants() {
  const i18n = (await import(join(oldRoot, 'src/discord/render.ts')).then(() => import(join(oldRoot, 'src/discord/i18n/index.ts')))) as { translator: (l: string, ns: string) => T; plainTranslator: (l: string, ns: string) => T };
  const { uis } = (await import(join(oldRoot, 'src/discord/ui/index.ts'))) as { uis: Record<string, { hand: Hand }> };
  const { games } = (await import(join(oldRoot, 'src/games/index.ts'))) as { games: Record<string, AnyGameDefinition> };
  const hand = uis.loners?.hand as Hand;
  const engine = games.loners as AnyGameDefinition;
  return [
    { name: 'old code, i18n fast path (and its memo)', engine, hand, t: i18n.translator('en', 'loners') },
    { name: "old code, i18next's own t", engine, hand, t: i18n.plainTranslator('en', 'loners') },
  ];
}

/** µs per read of a match and its seats through the store: built by drizzle each time, or prepared once. */
async function readTimes(): Promise<{ built: number; prepared: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'loners-reads-'));
  const store = await openStore({ databasePath: join(dir, 'bot.sqlite') });
  try {
    const play = await playContext(store);
    const opened = await openLobby(play, { game: 'loners', guildId: '1000000000000000000', channelId: '1000000000000000001', hostUserId: '1000000000000000002', options: {} });
    if (!opened.ok) throw new Error(opened.reason);
    const id = opened.match.id;
    const statements = await store.read(async ({ db, t }) => ({
      match: db.select().from(t.matches).where(eq(t.matches.id, sql.placeholder('id'))).prepare(),
      players: db.select().from(t.matchPlayers).where(eq(t.matchPlayers.matchId, sql.placeholder('id'))).orderBy(asc(t.matchPlayers.seat)).prepare(),
    }));
    const built = () => store.read(async (q) => [await getMatch(q, id), await getPlayers(q, id)]);
    const prepared = () => store.read(async () => [await statements.match.get({ id }), await statements.players.all({ id })]);
    const rounds = { built: [] as number[], prepared: [] as number[] };
    for (let round = 0; round < 7; round++) {
      for (const [name, read] of [['built', built], ['prepared', prepared]] as const) {
        const t0 = performance.now();
        for (let i = 0; i < 5_000; i++) await read();
        if (round > 0) rounds[name].push(((performance.now() - t0) * 1000) / 5_000);
      }
    }
    return { built: median(rounds.built), prepared: median(rounds.prepared) };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Node ${process.version}; old checkout ${oldRoot} (${oldCommit})`);
if (run('bursts')) await compareBursts();

async function compareBursts() {
  const bots = [await bareBot(MATCHES), await sqliteBot(MATCHES), await oldBot(MATCHES)];
  try {
    const figures = await interleave(bots, ROUNDS);
    console.log(`\nClick bursts (${2 * MATCHES} clicks over ${MATCHES} matches), the three bots interleaved:`);
    printBursts(figures);
    const [bare, ours, old] = figures.map((f) => f.median) as [number, number, number];
    console.log(`  ours / bare: ${ratio(ours, bare)}; old / bare: ${ratio(old, bare)}; ours / old: ${ratio(ours, old)}`);
  } finally {
    for (const bot of bots) await bot.close();
  }
}

if (run('hands')) {
  const newHand = { name: 'new code (i18next)', engine: newGames.loners as AnyGameDefinition, hand: newUis.loners?.hand as unknown as Hand, t: newTranslator('en', 'loners') };
  const hands = handTimes([...(await oldHandVariants()), newHand]);
  console.log('\nA Loners hand rendered (text layout, the seat to act; µs, median of 6 rounds over 300 states):');
  for (const h of hands) console.log(`  ${h.name.padEnd(42)} ${h.us.toFixed(1)} µs`);
}

if (run('reads')) {
  const reads = await readTimes();
  console.log('\nA match and its seats read on SQLite (µs, median of 6 rounds of 5,000):');
  console.log(`  queries built by drizzle on every call (now): ${reads.built.toFixed(1)} µs; prepared once (before): ${reads.prepared.toFixed(1)} µs`);
}

if (run('memory') && !quick) printRss(await benchRss(1000, 60_000));
