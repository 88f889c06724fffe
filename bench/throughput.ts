/**
 * Moves per second on PostgreSQL, with one bot process and with two over the
 * same database: the same number of 2-player Loners matches, each played by
 * random legal clicks as fast as the answers come back, for a fixed number
 * of moves. The processes run the compiled bot as `npm start` does (its node
 * flags; test/support/bot-process.ts), pictures off. With two, each connects
 * one of two gateway shards (SHARD_COUNT=2, SHARD_IDS), and the matches are
 * spread evenly over servers of both shards. A player plays from the
 * channel — "Show my hand" on the board, then the move on the private hand
 * it brings — because DM clicks all go to shard 0. Each process keeps
 * discord.js' own limit of 50 requests/s for its deliveries (the answers are
 * exempt); the fake has no limit of its own, so no REST proxy is needed.
 */
import { execFileSync } from 'node:child_process';
import { games } from '../src/games/index.js';
import { openStore } from '../src/db/open.js';
import { playContext } from '../src/play/context.js';
import { spawnBot, type BotProcess } from '../test/support/bot-process.js';
import { startFakeDiscord, type FakeDiscord, type FakeUser, type InteractionAnswer, type StoredMessage } from '../test/support/fake-discord/index.js';
import { createTestDatabase } from '../test/support/postgres.js';
import { npmStartFlags, PROJECT_ROOT } from './npm-start.js';
import { median } from './stats.js';
import { boardOf, choices, isMenuDown, isMove, isPlayable, buildWorld, openLonersMatch, type Choice, type MatchSpec, type World } from './world.js';

export interface ThroughputRun {
  processes: number;
  moves: number;
  interactions: number;
  seconds: number;
}

export interface ThroughputFigures {
  matches: number;
  movesPerMatch: number;
  /** Runs of one process and of two, alternated. */
  one: ThroughputRun[];
  two: ThroughputRun[];
}

const rand = (n: number) => Math.floor(Math.random() * n);

function click(fake: FakeDiscord, user: FakeUser, message: StoredMessage, c: Choice): Promise<InteractionAnswer> {
  const base = { user, message, customId: c.customId, timeoutMs: 60_000 };
  return c.value === undefined ? fake.clickButton(base) : fake.selectMenu({ ...base, values: [c.value] });
}

/** Plays up to `moves` moves of one match from its channel; returns how many it played. */
async function playFromChannel(fake: FakeDiscord, spec: MatchSpec, users: [FakeUser, FakeUser], firstToAct: number, moves: number): Promise<number> {
  let actor = firstToAct;
  let hand: StoredMessage | null = null;
  let played = 0;
  for (let misses = 0; played < moves && misses < 2; ) {
    const user = users[actor] as FakeUser;
    if (!hand) {
      const board = boardOf(fake, spec.channelId);
      const show = board && choices(board).find((c) => c.action === '!hand');
      if (!board || !show) throw new Error(`no board in ${spec.channelId}`);
      hand = (await click(fake, user, board, show)).message() ?? null;
    }
    const options = choices(hand ?? undefined);
    const moveChoices = options.filter((c) => isMove(c.action));
    const menus = options.filter(isMenuDown);
    if (!hand || !options.some(isPlayable)) {
      // Not this player's turn (the last move ended the round, or the match; a hand off its turn keeps only "📖 How to play"): the other one's then.
      actor = 1 - actor;
      hand = null;
      misses++;
      continue;
    }
    const pool = moveChoices.length && (rand(3) > 0 || !menus.length) ? moveChoices : menus;
    const pick = pool[rand(pool.length)] as Choice;
    const answer = await click(fake, user, hand, pick);
    if (answer.type !== 7) throw new Error(`a click on the hand was answered with type ${answer.type}: ${answer.content ?? ''}`);
    hand = fake.message(hand.id) ?? null;
    if (!isMove(pick.action)) continue;
    played++;
    misses = 0;
    // The turn passed: the clicked hand became a record of the move.
    if (!choices(hand ?? undefined).some(isPlayable)) {
      actor = 1 - actor;
      hand = null;
    }
  }
  return played;
}

/** Opens the matches through the play layer (as the lobby buttons do); the bot processes' delivery posts them. Returns who acts first in each. */
async function openMatches(databaseUrl: string, world: World): Promise<number[]> {
  const store = await openStore({ databaseUrl, databasePath: '' });
  try {
    const play = await playContext(store, { turnTimeoutMs: 86_400_000 });
    const first: number[] = [];
    for (const spec of world.specs) first.push(games.loners?.toAct((await openLonersMatch(play, spec)).state) ?? 0);
    return first;
  } finally {
    await store.close();
  }
}

async function waitForBoards(fake: FakeDiscord, world: World): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (world.specs.some((s) => !boardOf(fake, s.channelId))) {
    if (Date.now() > deadline) throw new Error('the boards were not all posted within 10 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  await fake.idle(500, 600_000);
}

async function runWith(processes: 1 | 2, matches: number, movesPerMatch: number): Promise<ThroughputRun> {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  const db = await createTestDatabase();
  const bots: BotProcess[] = [];
  try {
    const world = buildWorld(fake, `mv${processes}`, matches, 2);
    const env = {
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_URL: db.url,
      LOG_LEVEL: 'warn',
      TURN_TIMEOUT_SECONDS: '86400',
      NODE_OPTIONS: npmStartFlags().join(' '),
    };
    // One after the other: the first one migrates the fresh database.
    for (let i = 0; i < processes; i++) {
      const bot = spawnBot({ ...env, ...(processes === 2 ? { SHARD_COUNT: '2', SHARD_IDS: String(i) } : {}) }, 'dist/src/index.js');
      bots.push(bot);
      await waitForLogin(fake, i + 1, bot);
    }
    const first = await openMatches(db.url, world);
    await waitForBoards(fake, world);
    const interactionsBefore = fake.store.interactions.size;
    const t0 = performance.now();
    const played = await Promise.all(
      world.specs.map((spec, i) => playFromChannel(fake, spec, spec.userIds.map((id) => world.users.get(id)) as [FakeUser, FakeUser], first[i] ?? 0, movesPerMatch)),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { processes, moves: played.reduce((a, b) => a + b, 0), interactions: fake.store.interactions.size - interactionsBefore, seconds };
  } finally {
    for (const bot of bots) bot.child.kill('SIGTERM');
    await Promise.all(bots.map((b) => b.exited));
    await fake.stop();
    await db.drop();
  }
}

/** LOG_LEVEL=warn says nothing when ready: wait for the process's gateway sessions instead. */
async function waitForLogin(fake: FakeDiscord, sessions: number, bot: BotProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  let exited = false;
  void bot.exited.then(() => (exited = true));
  while (fake.shards().length < sessions || !fake.commands().length) {
    if (exited || Date.now() > deadline) throw new Error(`the bot process did not log in:\n${bot.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await fake.idle(200, 60_000);
}

/** `rounds` runs with one process and as many with two, alternated, each on a fresh database and fake. */
export async function benchThroughput(opts: { matches: number; movesPerMatch: number; rounds: number }): Promise<ThroughputFigures> {
  // What npm's prestart does: the compiled bot, rebuilt when a source is newer.
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const one: ThroughputRun[] = [];
  const two: ThroughputRun[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    one.push(await runWith(1, opts.matches, opts.movesPerMatch));
    two.push(await runWith(2, opts.matches, opts.movesPerMatch));
  }
  return { matches: opts.matches, movesPerMatch: opts.movesPerMatch, one, two };
}

export function printThroughput(f: ThroughputFigures): void {
  const rate = (r: ThroughputRun) => r.moves / r.seconds;
  console.log(`\nMoves per second on PostgreSQL (${f.matches} matches, up to ${f.movesPerMatch} moves each, random legal clicks from the channel):`);
  for (const runs of [f.one, f.two]) {
    const each = runs.map((r) => `${rate(r).toFixed(1)} (${r.moves} moves, ${r.interactions} interactions, ${r.seconds.toFixed(1)} s)`).join(', ');
    console.log(`  ${runs[0]?.processes === 1 ? 'one process: ' : 'two processes:'} median ${median(runs.map(rate)).toFixed(1)} moves/s   runs: ${each}`);
  }
  // Each pair ran back to back, so its ratio is the one the machine's moods touch least.
  const pairs = f.one.map((one, i) => rate(f.two[i] as ThroughputRun) / rate(one));
  console.log(`  two / one: ${median(pairs).toFixed(2)} (median of the pairs: ${pairs.map((r) => r.toFixed(2)).join(', ')})`);
}
