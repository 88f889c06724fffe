/**
 * The Discord figures of `npm run bench`, through the offline fake Discord of
 * the end-to-end tests (REST + Gateway on 127.0.0.1) and the real discord.js
 * client. Definitions:
 *
 * - answer time of a click: from just before the fake dispatches
 *   INTERACTION_CREATE to the moment the fake has received the bot's
 *   interaction callback (`performance.now()` around the fake's
 *   clickButton/selectMenu, which build the payload, dispatch it and resolve
 *   on the callback; nothing subtracted). Median and p99 by nearest rank.
 * - single: 200 clicks one after the other, each once the previous click's
 *   follow-up work (DMs, board edits) has settled, after 50 warm-up clicks.
 *   Ours: a move on the DM hand of the player to act (an engine code, so
 *   parse -> act transaction -> render -> update), each on another match.
 * - burst: 500 clicks dispatched at once over 250 live 2-player matches: in
 *   each, the player to act plays a move on their DM hand (answered by an
 *   update) and the other player clicks "Show my hand" on the board (a read,
 *   answered ephemerally). A first burst, which also opens ~500 HTTP
 *   connections, is reported apart; the next three are pooled (1,500).
 * - burst with images on: after those bursts, the servers of the 250
 *   matches switch to pictures (/settings images on) and the same bursts run
 *   again (one unmeasured round first, which turns every message into a V2
 *   one); besides the answer times, how long after its answer a move's
 *   clicked DM got its picture (edited in through the interaction's token)
 *   and the REST requests a move cost.
 * - the bare bot: a discord.js client that only answers buttons — an
 *   `update({ content: 'ok' })` in a DM, an ephemeral `reply` in a channel —
 *   given the same click stream (one DM button and one channel button per
 *   match); ratio = ours / bare.
 * - RSS: our bot alone in a child process (bench/discord-rss.ts), with
 *   1,000 live matches.
 *
 * The bare bot and ours each run in a child process of their own
 * (bench/bot-child.ts), one after the other, against the same fake, which
 * stays in this process with the clicking: in production Discord's servers
 * do the fake's work (building interaction payloads, storing our DMs and
 * board edits), not the bot's CPU. Until December 2026 everything ran in one
 * process and the fake's work for our follow-up requests was counted in our
 * click times. A GC is forced in both processes before each timed phase when
 * `--expose-gc` is on. discord.js' client-side
 * limit of 50 requests/s stays on while burst answers are pending; it is
 * lifted only for untimed setup and settling. BENCH_BOT_LOG=error shows our
 * bot's error log.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from '../src/config.js';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../test/support/fake-discord/index.js';
import { buildWorld, gc, ourTurns, settle, stats, timedClick, waitFor, type Click, type Idler, type Stats, type Timed, type World } from './discord-clicks.js';
import { DISCORD_GLOBAL_LIMIT } from './discord-matches.js';
import { openReader, RemoteBot } from './bot-remote.js';
import type { MemorySample, RssReport, RssRequest } from './discord-rss.js';
import { PhaseProfiler } from './cpu-profile.js';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/connection.js';
import { matchActions } from '../src/db/schema.js';

function countComputerMoves(db: Db, matchIds: string[]): number {
  return db.select({ n: count() }).from(matchActions).where(inArray(matchActions.matchId, matchIds)).get()?.n ?? 0;
}


const WARMUP_CLICKS = 50;
const SINGLE_CLICKS = 200;
const BURST_MATCHES = 250; // two clicks each: 500
/**
 * Measured bursts per bot, their answers pooled (one burst on a 2-core
 * machine is noisy). Each bot first gets one more burst, reported apart: it
 * also pays for opening ~500 HTTP connections (undici opens one per
 * concurrent request, then keeps them alive for a few seconds).
 */
const BURST_ROUNDS = 3;
const RSS_MATCHES = 1000;
/** Matches of computers only, playing on (worker threads) while the last bursts are measured. */
const COMPUTER_MATCHES = 50;
const COMPUTER_BURST_ROUNDS = 2;
/** discord.js' client-side global limit while the bench builds or settles (never during a timed click). */
const SETUP_LIMIT = 100_000;

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));


export type { Stats };

export interface BotFigures {
  single: Stats;
  /** The first burst, which also opens the HTTP connections. */
  coldBurst: Stats;
  /** Pooled over the measured rounds. */
  burst: Stats;
  /** Each round's median. */
  burstMedians: number[];
}

export interface OurFigures extends BotFigures {
  /** The burst's two kinds of click, apart. */
  burstMoves: Stats;
  burstHands: Stats;
  /** Moves answered with an update of the hand (applied), out of those sent. */
  movesApplied: { single: number; burst: number; sent: number };
  /** REST requests (other than callbacks) the fake completed between the burst's start and its last answer. */
  restDuringBurst: number;
  /** The bursts again with images on; from a move's answer to its picture in the clicked DM; REST requests per move (answers aside). */
  burstWithImages: Stats;
  pictureLag: Stats;
  imagesRestPerMove: number;
  imagesUploads: number;
  /** Bursts measured while COMPUTER_MATCHES computer matches play in the background, and the computer moves made meanwhile. */
  burstWithComputers: Stats;
  computerMoves: number;
}

export interface DiscordFigures {
  bare: BotFigures;
  ours: OurFigures;
  rss: RssReport;
  seconds: number;
  /** Set when CPU profiles were written (the figures are then slowed down by sampling). */
  profiledTo: string | null;
}

// --- measuring -------------------------------------------------------------

// --- the bare bot ------------------------------------------------------------

/** A bot in its own process (bench/bot-child.ts); CPU profiles of both processes when asked. */
async function forkBot(profiler: PhaseProfiler): Promise<{ remote: RemoteBot; idler: Idler; around: <T>(phase: string, run: () => Promise<T>) => Promise<T> }> {
  const remote = RemoteBot.fork();
  await remote.call('profileDir', profiler.dir);
  // The bot's profile is written by its process as <phase>; this one's (the fake Discord and the clicking) as <phase>-fake.
  const around = async <T>(phase: string, run: () => Promise<T>): Promise<T> => {
    await remote.call('profileStart', phase);
    try {
      return await profiler.around(`${phase}-fake`, run);
    } finally {
      await remote.call('profileStop');
    }
  };
  return { remote, idler: { idle: (opts = {}) => remote.call('idle', opts) }, around };
}

async function measureBare(fake: FakeDiscord, world: World, profiler: PhaseProfiler): Promise<BotFigures> {
  const { remote, around } = await forkBot(profiler);
  try {
    await remote.call('startBare', fake.apiUrl, fake.token);
    // The same click stream as ours: in each of the 250 channels one player clicks a button in
    // their DM and the other a button on a message in the channel (our "Show my hand").
    await remote.call('limit', SETUP_LIMIT);
    const users = world.players.slice(0, 2 * BURST_MATCHES);
    const channelOf = new Map(world.specs.map((spec) => [spec.userIds[1] as string, spec.channelId]));
    const messageIds = await remote.call<string[]>('bareMessages', users.map((u) => ({ userId: u.id, channelId: channelOf.get(u.id) ?? null })));
    await remote.call('limit', DISCORD_GLOBAL_LIMIT);
    await settle(fake);
    const click = (i: number): Click => ({ user: users[i % users.length] as FakeUser, messageId: messageIds[i % users.length] as string, customId: 'bare:click' });
    const check = (t: Timed) => {
      if (t.answer.type !== 7 && !(t.answer.type === 4 && t.answer.ephemeral)) throw new Error(`bare bot answered with type ${t.answer.type}`);
      return t.ms;
    };
    let sent = 0;
    const go = (i: number) => {
      sent++;
      return timedClick(fake, click(i));
    };
    /** Every handler has read its callback's response, and the fake is quiet. */
    const done = async () => {
      let handled = 0;
      await waitFor(() => handled >= sent, 'the bare bot to finish its handlers', 60_000, async () => {
        handled = await remote.call<number>('bareHandled');
      });
      await settle(fake);
    };
    /** Both processes collect their garbage before a timed phase. */
    const gcBoth = async () => {
      await remote.call('gc');
      gc();
    };

    for (let i = 0; i < WARMUP_CLICKS; i++) {
      check(await go(i));
      await done();
    }
    await gcBoth();
    const single = await around('bare-single', async () => {
      const ms: number[] = [];
      for (let i = 0; i < SINGLE_CLICKS; i++) {
        ms.push(check(await go(WARMUP_CLICKS + i)));
        await done();
      }
      return ms;
    });
    const bursts: number[][] = [];
    for (let round = 0; round <= BURST_ROUNDS; round++) {
      await gcBoth();
      const phase = `bare-burst-${round}`;
      bursts.push((await around(phase, () => Promise.all(users.map((_, i) => go(i))))).map(check));
      await done();
    }
    const [cold = [], ...warm] = bursts;
    return { single: stats(single), coldBurst: stats(cold), burst: stats(warm.flat()), burstMedians: warm.map((b) => stats(b).median) };
  } finally {
    await remote.close();
  }
}

// --- our bot -----------------------------------------------------------------

async function measureOurs(fake: FakeDiscord, world: World, computerWorld: World, profiler: PhaseProfiler): Promise<OurFigures> {
  const { remote, idler: bot, around } = await forkBot(profiler);
  const dbPath = await remote.call<string>('startOurs', fake.apiUrl, fake.token, 'bench', (process.env.BENCH_BOT_LOG as LogLevel | undefined) ?? 'silent');
  const reader = openReader(dbPath);
  const { db } = reader;
  const { prepareMove, showHand, routed } = ourTurns(fake, db, world);
  /** Both processes collect their garbage before a timed phase. */
  const gcBoth = async () => {
    await remote.call('gc');
    gc();
  };

  const sequential = async (matchIds: string[]): Promise<{ ms: number[]; applied: number }> => {
    const ms: number[] = [];
    let applied = 0;
    for (const id of matchIds) {
      const click = await prepareMove(id);
      if (!click) continue;
      await settle(fake, bot);
      const t = await timedClick(fake, click);
      ms.push(t.ms);
      if (t.answer.type !== 7) continue;
      applied++;
      await routed([click]);
      await settle(fake, bot);
    }
    return { ms, applied };
  };

  try {
    await remote.call('limit', SETUP_LIMIT);
    const matchIds = await remote.call<string[]>('open', world.specs);
    await settle(fake, bot);

    await sequential(matchIds.slice(SINGLE_CLICKS, SINGLE_CLICKS + WARMUP_CLICKS));
    await gcBoth();
    const single = await around('ours-single', () => sequential(matchIds.slice(0, SINGLE_CLICKS)));

    /** One burst's clicks: in every match a move by the player to act and a "Show my hand" by the other. */
    const burstPlan = async (): Promise<{ click: Click; kind: 'move' | 'hand' }[]> => {
      const plan: { click: Click; kind: 'move' | 'hand' }[] = [];
      for (const id of matchIds) {
        const move = await prepareMove(id);
        if (move) plan.push({ click: move, kind: 'move' }, { click: showHand(id), kind: 'hand' });
      }
      return plan;
    };

    // The burst: in each match, the player to act plays a move (the full
    // transaction, answered by an update of their DM) and the other player
    // clicks "Show my hand" on the board (a read, answered ephemerally).
    // Each round moves every match on by one turn; round 0 is the cold one.
    const moves: Timed[] = [];
    const hands: Timed[] = [];
    const medians: number[] = [];
    let cold: Timed[] = [];
    let restDuringBurst = 0;
    for (let round = 0; round <= BURST_ROUNDS; round++) {
      const plan = await burstPlan();
      await settle(fake, bot);
      await remote.call('limit', DISCORD_GLOBAL_LIMIT);
      await gcBoth();
      const requestsBefore = fake.requests.length;
      const results = await around(`ours-burst-${round}`, () => Promise.all(plan.map((p) => timedClick(fake, p.click))));
      const rest = fake.requests.slice(requestsBefore).filter((r) => !r.path.startsWith('/interactions/')).length;
      await remote.call('limit', SETUP_LIMIT);
      const bad = results.find((t, i) => (plan[i]?.kind === 'move' ? t.answer.type !== 7 : t.answer.type !== 4 || !t.answer.ephemeral));
      if (bad) throw new Error(`unexpected answer in the burst: type ${bad.answer.type}: ${bad.answer.content}`);
      await routed(plan.map((p) => p.click));
      await settle(fake, bot);
      if (round === 0) {
        cold = results;
        continue;
      }
      restDuringBurst += rest;
      medians.push(stats(results.map((t) => t.ms)).median);
      results.forEach((t, i) => (plan[i]?.kind === 'move' ? moves : hands).push(t));
    }

    // The same bursts with images on: the servers switch to pictures; round 0 (every message turned V2) is not measured.
    const guildIds = [...new Set(world.specs.map((s) => s.guildId))];
    await remote.call('images', guildIds, true);
    const withImages: Timed[] = [];
    const lags: number[] = [];
    let imagesRest = 0;
    let imagesMoves = 0;
    let imagesUploads = 0;
    for (let round = 0; round <= BURST_ROUNDS; round++) {
      const plan = await burstPlan();
      await settle(fake, bot);
      await remote.call('limit', DISCORD_GLOBAL_LIMIT);
      await gcBoth();
      const requestsBefore = fake.requests.length;
      const results = await around(`ours-images-${round}`, () => Promise.all(plan.map((p) => timedClick(fake, p.click))));
      await remote.call('limit', SETUP_LIMIT);
      await routed(plan.map((p) => p.click));
      await settle(fake, bot);
      if (round === 0) continue;
      const requests = fake.requests.slice(requestsBefore);
      imagesRest += requests.filter((r) => !r.path.startsWith('/interactions/') && !r.path.startsWith('/webhooks/')).length;
      imagesUploads += requests.reduce((n, r) => n + r.uploads.length, 0);
      withImages.push(...results);
      results.forEach((t, i) => {
        if (plan[i]?.kind !== 'move') return;
        imagesMoves++;
        const edit = t.answer.events.find((e) => e.kind === 'edit' && e.original);
        // No edit: the picture was ready and went with the answer.
        lags.push(edit ? edit.at - (t.answer.record.callback?.at ?? edit.at) : 0);
      });
    }
    await remote.call('images', guildIds, false);

    // The same bursts again while 50 matches of computers only (hard, 1 s pause, decisions on a
    // worker thread) play on in other channels: clicks must stay fast while computers think.
    const computerIds = await remote.call<string[]>('open', computerWorld.specs);
    await remote.call('computers', computerIds);
    const computerMovesBefore = countComputerMoves(db, computerIds);
    await new Promise((r) => setTimeout(r, 2000));
    const withComputers: Timed[] = [];
    for (let round = 0; round < COMPUTER_BURST_ROUNDS; round++) {
      const plan = (await burstPlan()).map((p) => p.click);
      await settle(fake, bot, { computers: false });
      await remote.call('limit', DISCORD_GLOBAL_LIMIT);
      await gcBoth();
      const results = await around(`ours-computers-${round}`, () => Promise.all(plan.map((c) => timedClick(fake, c))));
      await remote.call('limit', SETUP_LIMIT);
      withComputers.push(...results);
      await routed(plan);
      await settle(fake, bot, { computers: false });
    }
    const computerMoves = countComputerMoves(db, computerIds) - computerMovesBefore;

    return {
      burstWithComputers: stats(withComputers.map((t) => t.ms)),
      burstWithImages: stats(withImages.map((t) => t.ms)),
      pictureLag: stats(lags),
      imagesRestPerMove: imagesRest / Math.max(1, imagesMoves),
      imagesUploads,
      computerMoves,
      single: stats(single.ms),
      coldBurst: stats(cold.map((t) => t.ms)),
      burst: stats([...moves, ...hands].map((t) => t.ms)),
      burstMedians: medians,
      burstMoves: stats(moves.map((t) => t.ms)),
      burstHands: stats(hands.map((t) => t.ms)),
      movesApplied: { single: single.applied, burst: moves.filter((t) => t.answer.type === 7).length, sent: single.ms.length + moves.length },
      restDuringBurst: Math.round(restDuringBurst / BURST_ROUNDS),
    };
  } finally {
    reader.close();
    await remote.close();
  }
}

// --- memory: our bot alone, in a child process ------------------------------

async function measureRss(): Promise<RssReport> {
  // A fresh fake holding only this world, so the child's READY carries just these guilds.
  const fake = await startFakeDiscord();
  try {
    const world = buildWorld(fake, 'rss', RSS_MATCHES);
    const child = fork(fileURLToPath(new URL('./discord-rss.ts', import.meta.url)), [], {
      cwd: PROJECT_ROOT,
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let timer: NodeJS.Timeout | undefined;
    const reply = new Promise<RssReport>((resolve, reject) => {
      child.once('message', (msg: { ok: boolean; report?: RssReport; error?: string }) =>
        msg.ok && msg.report ? resolve(msg.report) : reject(new Error(`memory child failed: ${msg.error}`)),
      );
      child.once('exit', (code) => reject(new Error(`memory child exited (${code}) without a report`)));
      child.once('error', reject);
      timer = setTimeout(() => {
        child.kill();
        reject(new Error('memory child took more than 3 minutes'));
      }, 180_000);
    });
    const request: RssRequest = { apiUrl: fake.apiUrl, token: fake.token, matches: world.specs };
    child.send(request);
    try {
      return await reply;
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await fake.stop();
  }
}

// --- the run and its table ------------------------------------------------------

export async function benchDiscord(options: { cpuProfileDir?: string | null } = {}): Promise<DiscordFigures> {
  const start = performance.now();
  const profiler = new PhaseProfiler(options.cpuProfileDir ?? null);
  const fake = await startFakeDiscord({ answerTimeoutMs: 30_000 });
  let bare: BotFigures;
  let ours: OurFigures;
  try {
    const world = buildWorld(fake, 'p', BURST_MATCHES);
    const computerWorld = buildWorld(fake, 'c', COMPUTER_MATCHES);
    bare = await measureBare(fake, world, profiler);
    gc();
    ours = await measureOurs(fake, world, computerWorld, profiler);
  } finally {
    await fake.stop();
  }
  gc();
  const rss = await measureRss();
  return { bare, ours, rss, seconds: (performance.now() - start) / 1000, profiledTo: profiler.dir };
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const x = (a: number, b: number) => (a / b).toFixed(2);
const cols = (label: string, values: string[]) => `  ${label.padEnd(38)}${values.map((v) => v.padStart(11)).join('')}`;
const row = (label: string, s: Stats, extra = '') => `${cols(label, [s.min, s.median, s.p99, s.max].map(ms).concat(String(s.n)))}${extra}`;
const mem = (m: MemorySample) => `RSS ${mib(m.rss)} (heap used ${mib(m.heapUsed)} of ${mib(m.heapTotal)}, external ${mib(m.external)})`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function printDiscord(f: DiscordFigures): void {
  const { bare, ours, rss } = f;
  const single = ours.single.median / bare.single.median;
  const burst = ours.burst.median / bare.burst.median;
  console.log('\nDiscord (fake Discord on 127.0.0.1 in the bench process, each bot in a process of its own; click answer = INTERACTION_CREATE sent -> callback received):');
  if (f.profiledTo) console.log(`  CPU profiles written to ${f.profiledTo}: sampling slows everything down, do not quote these figures`);
  console.log(cols('', ['min', 'median', 'p99', 'max', 'n']));
  console.log(row('single click: bare bot', bare.single));
  console.log(row('single click: our bot (a move)', ours.single));
  const rounds = (b: BotFigures) => `   medians of the ${b.burstMedians.length} bursts: ${b.burstMedians.map((m) => m.toFixed(0)).join(', ')} ms`;
  console.log(row(`${BURST_ROUNDS} bursts of 500: bare bot`, bare.burst, rounds(bare)));
  console.log(row(`${BURST_ROUNDS} bursts of 500 on 250 matches: ours`, ours.burst, rounds(ours)));
  console.log(row('  the moves (update of the DM)', ours.burstMoves));
  console.log(row('  the "Show my hand" (ephemeral)', ours.burstHands));
  console.log(row(`${BURST_ROUNDS} bursts of 500, images on`, ours.burstWithImages, `   ${ours.imagesRestPerMove.toFixed(2)} REST requests a move (answers aside), ${ours.imagesUploads} pictures uploaded`));
  console.log(row('  a move\'s picture, after its answer', ours.pictureLag));
  console.log(row(`${COMPUTER_BURST_ROUNDS} bursts, ${COMPUTER_MATCHES} computer matches playing`, ours.burstWithComputers, `   ${ours.computerMoves} computer moves meanwhile`));
  console.log(row('first burst (new connections): bare', bare.coldBurst));
  console.log(row('first burst (new connections): ours', ours.coldBurst));
  console.log(
    `  ratios ours/bare: single median ${x(ours.single.median, bare.single.median)}, p99 ${x(ours.single.p99, bare.single.p99)}; ` +
      `burst median ${x(ours.burst.median, bare.burst.median)}, p99 ${x(ours.burst.p99, bare.burst.p99)}`,
  );
  console.log(
    `  moves applied ${ours.movesApplied.single + ours.movesApplied.burst}/${ours.movesApplied.sent}; ` +
      `other REST requests completed before a burst's last answer: ${ours.restDuringBurst} on average (discord.js limit: ${DISCORD_GLOBAL_LIMIT}/s)`,
  );
  console.log(
    `  targets: ratio ≤ 1.5: single ${single.toFixed(2)} ${verdict(single <= 1.5)}, burst ${burst.toFixed(2)} ${verdict(burst <= 1.5)}; ` +
      `burst p99 < 300 ms: ${ms(ours.burst.p99)} ${verdict(ours.burst.p99 < 300)} (bare bot: ${ms(bare.burst.p99)}); ` +
      `with images on: ${ms(ours.burstWithImages.p99)} ${verdict(ours.burstWithImages.p99 < 300)}; ` +
      `with ${COMPUTER_MATCHES} computer matches playing: ${ms(ours.burstWithComputers.p99)} ${verdict(ours.burstWithComputers.p99 < 300)}`,
  );
  console.log(
    `  RSS with ${rss.liveMatches.toLocaleString('en')} live matches: ${mib(rss.after.rss)} ` +
      `(our bot alone, startBot in a child process under tsx; the compiled process as npm start runs it: see start-up and memory below${rss.gcForced ? ', after a forced GC' : ', no GC forced'})`,
  );
  console.log(`    with the matches:    ${mem(rss.after)}; ${rss.handMessages} hand DMs live; SQLite ${mib(rss.dbBytes)}`);
  console.log(`    before the matches:  ${mem(rss.before)}; matches opened and delivered in ${(rss.setupMs / 1000).toFixed(1)} s`);
  console.log(
    `  in one line: single click median ${ms(ours.single.median)} p99 ${ms(ours.single.p99)} ` +
      `(bare ${ms(bare.single.median)} / ${ms(bare.single.p99)}, ratio ${single.toFixed(2)}); ` +
      `burst of 500 clicks over 250 matches median ${ms(ours.burst.median)} p99 ${ms(ours.burst.p99)} ` +
      `(bare ${ms(bare.burst.median)} / ${ms(bare.burst.p99)}, ratio ${burst.toFixed(2)}); ` +
      `RSS with ${rss.liveMatches.toLocaleString('en')} live matches ${mib(rss.after.rss)}`,
  );
  console.log(`  (the Discord part took ${f.seconds.toFixed(0)} s)`);
}
