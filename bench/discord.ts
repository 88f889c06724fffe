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
 *   answered ephemerally). A first burst, which also opens the bot's HTTP
 *   connections (as many as answers go out at once; the count is printed),
 *   is reported apart; the next three are pooled (1,500).
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
 * The bare bot (bench/discord-bare.ts) and ours (bench/discord-ours.ts)
 * each run in a child process of their own (bench/bot-child.ts; the node
 * flags of `npm start`, as production runs it — until December 2 they ran
 * with node's default young generation, four times `npm start`'s), against a
 * fake of their own holding the same world; both fakes stay in this process
 * with the clicking. Both bots are up the whole time and take turns: the
 * single clicks in blocks of 50, the bursts one by one (bare, ours, bare,
 * …), so a change in the shared machine's speed hits both alike (until
 * December 2026 the bare bot ran all its phases first, and its burst median
 * moved by ±25 % between runs on its own). In production Discord's servers
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
import { startFakeDiscord, type FakeDiscord } from '../test/support/fake-discord/index.js';
import { startBareBot } from './discord-bare.js';
import { buildWorld, gc, stats, type Stats, type World } from './discord-clicks.js';
import { DISCORD_GLOBAL_LIMIT } from './discord-matches.js';
import { startOurBot, type OurBurst } from './discord-ours.js';
import type { MemorySample, RssReport, RssRequest } from './discord-rss.js';
import { PhaseProfiler } from './cpu-profile.js';
import { npmStartFlags } from './npm-start.js';

const WARMUP_CLICKS = 50;
const SINGLE_CLICKS = 200;
/** The single clicks go in blocks, the two bots taking turns, so both meet the machine in the same moods. */
const SINGLE_BLOCKS = 4;
const BURST_MATCHES = 250; // two clicks each: 500
/**
 * Measured bursts per bot, their answers pooled (one burst on a 2-core
 * machine is noisy), the two bots taking turns burst by burst. Each bot
 * first gets one more burst, reported apart: it also pays for opening its
 * HTTP connections (undici opens one per concurrent request, then keeps them
 * alive: ours for 60 s, src/discord/discord-agent.ts; the bare bot with
 * undici's default, 4 s).
 */
const BURST_ROUNDS = 3;
const RSS_MATCHES = 1000;
/** Matches of computers only, playing on (worker threads) while the last bursts are measured. */
const COMPUTER_MATCHES = 50;
const COMPUTER_BURST_ROUNDS = 2;

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export type { Stats };

export interface BotFigures {
  /** The bot process's CPU time per click over the measured bursts, in µs. */
  burstCpuPerClick: number;
  /** The same, of its main thread alone (null where it cannot be read). */
  burstMainCpuPerClick: number | null;
  single: Stats;
  /** The first burst, which also opens the HTTP connections. */
  coldBurst: Stats;
  /** Pooled over the measured rounds. */
  burst: Stats;
  /** Each round's median. */
  burstMedians: number[];
  /** TCP connections the bot opened to the fake per measured burst (on average), and in its first burst. */
  burstConnections: number;
  coldConnections: number;
  /** The machine's speed just before each measured burst (bench/machine-speed.ts: ms of a fixed piece of work, lower is faster). */
  burstSpeedMs: number[];
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
  /** The same number of bursts just before, no computer playing (the reference for what the computers add). */
  burstBeforeComputers: Stats;
  /** A click 15 ms after each burst's last answer (every phase's bursts): what it meets of the follow-up work the burst left. */
  lateClick: Stats;
  computerMoves: number;
  /** The bot process's CPU time per click (all its threads), in µs, in the bursts with images on, with computers playing, and just before those. */
  cpuPerClick: { images: number; computers: number; beforeComputers: number };
  /** The same, of the main thread alone (null where it cannot be read). */
  mainCpuPerClick: { images: number | null; computers: number | null; beforeComputers: number | null };
  /** Connections opened per burst (on average) with images on, with computers playing, and just before those. */
  connections: { images: number; computers: number; beforeComputers: number };
  /** The machine's speed just before each of those bursts. */
  speedMs: { images: number[]; computers: number[]; beforeComputers: number[] };
}

export interface DiscordFigures {
  bare: BotFigures;
  ours: OurFigures;
  rss: RssReport;
  seconds: number;
  /** Set when CPU profiles were written (the figures are then slowed down by sampling). */
  profiledTo: string | null;
}

// --- both bots, taking turns ---------------------------------------------------

/**
 * The bare bot and ours, each in its own process against a fake Discord of
 * its own (the same world in both), both up the whole time: the single
 * clicks in blocks and the bursts one by one, bare and ours taking turns, so
 * a change in the shared machine's speed hits both alike. Each bot is idle
 * (settled) while the other is measured. Then ours alone: bursts with images
 * on; then bursts with no computer playing and, right after, the same number
 * while 50 computer matches play (back to back, so the difference is the
 * computers').
 */
async function measureBoth(fakes: { bare: FakeDiscord; ours: FakeDiscord }, worlds: { bare: World; ours: World; computers: World }, profiler: PhaseProfiler): Promise<{ bare: BotFigures; ours: OurFigures }> {
  const bare = await startBareBot(fakes.bare, worlds.bare, 2 * BURST_MATCHES, profiler);
  try {
    const ours = await startOurBot(fakes.ours, worlds.ours, worlds.computers, profiler);
    try {
      await bare.singles(WARMUP_CLICKS, null);
      await ours.singles(WARMUP_CLICKS, null);
      const bareSingle: number[] = [];
      const ourSingle: number[] = [];
      let applied = 0;
      const perBlock = SINGLE_CLICKS / SINGLE_BLOCKS;
      for (let block = 0; block < SINGLE_BLOCKS; block++) {
        bareSingle.push(...(await bare.singles(perBlock, `bare-single-${block}`)));
        const mine = await ours.singles(perBlock, `ours-single-${block}`);
        ourSingle.push(...mine.ms);
        applied += mine.applied;
      }

      const bareBursts: number[][] = [];
      const ourBursts: OurBurst[] = [];
      for (let round = 0; round <= BURST_ROUNDS; round++) {
        bareBursts.push(await bare.burst(`bare-burst-${round}`));
        ourBursts.push(await ours.burst(`ours-burst-${round}`));
      }
      await bare.close();

      const images = await ours.imageBursts(BURST_ROUNDS);
      const computers = await ours.computerBursts(COMPUTER_BURST_ROUNDS);

      /** The values of the phases named `${prefix}-<round>` from `firstRound` on (round 0 of a phase with a cold round is not measured). */
      const phaseValues = (byPhase: ReadonlyMap<string, number>, prefix: string, firstRound: number) =>
        [...byPhase].filter(([phase]) => phase.startsWith(`${prefix}-`) && Number(phase.slice(prefix.length + 1)) >= firstRound).map(([, v]) => v);
      const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);
      /** CPU per click (µs) of those phases. */
      const cpuPerClick = (cpu: ReadonlyMap<string, number>, prefix: string, clicks: number, firstRound = 1) =>
        (1000 * sum(phaseValues(cpu, prefix, firstRound))) / Math.max(1, clicks);
      /** The same of the main thread, when it could be read. */
      const mainPerClick = (main: ReadonlyMap<string, number>, prefix: string, clicks: number, firstRound = 1) => (main.size > 0 ? cpuPerClick(main, prefix, clicks, firstRound) : null);
      /** Connections opened per burst (on average) in those phases. */
      const connectionsPerBurst = (opened: ReadonlyMap<string, number>, prefix: string, firstRound = 1) => {
        const values = phaseValues(opened, prefix, firstRound);
        return sum(values) / Math.max(1, values.length);
      };
      const [bareCold = [], ...bareWarm] = bareBursts;
      const [ourCold, ...ourWarm] = ourBursts;
      const answers = (kind: 'move' | 'hand') => ourWarm.flatMap((b) => b.results.filter((_, i) => b.kinds[i] === kind));
      const moves = answers('move');
      const ourWarmClicks = ourWarm.reduce((n, b) => n + b.results.length, 0);
      return {
        bare: {
          burstCpuPerClick: cpuPerClick(bare.cpuMs, 'bare-burst', bareWarm.flat().length),
          burstMainCpuPerClick: mainPerClick(bare.mainCpuMs, 'bare-burst', bareWarm.flat().length),
          single: stats(bareSingle), coldBurst: stats(bareCold), burst: stats(bareWarm.flat()), burstMedians: bareWarm.map((b) => stats(b).median),
          burstConnections: connectionsPerBurst(bare.connections, 'bare-burst'),
          coldConnections: bare.connections.get('bare-burst-0') ?? 0,
          burstSpeedMs: phaseValues(bare.speedMs, 'bare-burst', 1),
        },
        ours: {
          single: stats(ourSingle),
          coldBurst: stats((ourCold?.results ?? []).map((t) => t.ms)),
          burst: stats(ourWarm.flatMap((b) => b.results.map((t) => t.ms))),
          burstMedians: ourWarm.map((b) => stats(b.results.map((t) => t.ms)).median),
          burstMoves: stats(moves.map((t) => t.ms)),
          burstHands: stats(answers('hand').map((t) => t.ms)),
          movesApplied: { single: applied, burst: moves.filter((t) => t.answer.type === 7).length, sent: ourSingle.length + moves.length },
          restDuringBurst: Math.round(ourWarm.reduce((n, b) => n + b.rest, 0) / BURST_ROUNDS),
          burstWithImages: stats(images.answers.map((t) => t.ms)),
          pictureLag: stats(images.lags),
          imagesRestPerMove: images.restPerMove,
          imagesUploads: images.uploads,
          burstWithComputers: stats(computers.answers.map((t) => t.ms)),
          burstBeforeComputers: stats(computers.before.map((t) => t.ms)),
          lateClick: stats(ours.lateClicks),
          computerMoves: computers.computerMoves,
          burstCpuPerClick: cpuPerClick(ours.cpuMs, 'ours-burst', ourWarmClicks),
          burstMainCpuPerClick: mainPerClick(ours.mainCpuMs, 'ours-burst', ourWarmClicks),
          cpuPerClick: {
            images: cpuPerClick(ours.cpuMs, 'ours-images', images.answers.length),
            // Every round counts here (none is unmeasured); the computers' thinking on worker threads is in it.
            computers: cpuPerClick(ours.cpuMs, 'ours-computers', computers.answers.length, 0),
            beforeComputers: cpuPerClick(ours.cpuMs, 'ours-nocomputers', computers.before.length, 0),
          },
          mainCpuPerClick: {
            images: mainPerClick(ours.mainCpuMs, 'ours-images', images.answers.length),
            computers: mainPerClick(ours.mainCpuMs, 'ours-computers', computers.answers.length, 0),
            beforeComputers: mainPerClick(ours.mainCpuMs, 'ours-nocomputers', computers.before.length, 0),
          },
          burstConnections: connectionsPerBurst(ours.connections, 'ours-burst'),
          coldConnections: ours.connections.get('ours-burst-0') ?? 0,
          burstSpeedMs: phaseValues(ours.speedMs, 'ours-burst', 1),
          speedMs: {
            images: phaseValues(ours.speedMs, 'ours-images', 1),
            computers: phaseValues(ours.speedMs, 'ours-computers', 0),
            beforeComputers: phaseValues(ours.speedMs, 'ours-nocomputers', 0),
          },
          connections: {
            images: connectionsPerBurst(ours.connections, 'ours-images'),
            computers: connectionsPerBurst(ours.connections, 'ours-computers', 0),
            beforeComputers: connectionsPerBurst(ours.connections, 'ours-nocomputers', 0),
          },
        },
      };
    } finally {
      await ours.close();
    }
  } finally {
    await bare.close().catch(() => {});
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
      execArgv: [...npmStartFlags(), '--expose-gc', '--import', 'tsx'],
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
  const fakes = { bare: await startFakeDiscord({ answerTimeoutMs: 30_000 }), ours: await startFakeDiscord({ answerTimeoutMs: 30_000 }) };
  let figures: { bare: BotFigures; ours: OurFigures };
  try {
    const worlds = { bare: buildWorld(fakes.bare, 'p', BURST_MATCHES), ours: buildWorld(fakes.ours, 'p', BURST_MATCHES), computers: buildWorld(fakes.ours, 'c', COMPUTER_MATCHES) };
    figures = await measureBoth(fakes, worlds, profiler);
  } finally {
    await Promise.all([fakes.bare.stop(), fakes.ours.stop()]);
  }
  gc();
  const rss = await measureRss();
  return { ...figures, rss, seconds: (performance.now() - start) / 1000, profiledTo: profiler.dir };
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
  console.log(row(`${COMPUTER_BURST_ROUNDS} bursts, no computer playing yet`, ours.burstBeforeComputers));
  console.log(row(`${COMPUTER_BURST_ROUNDS} bursts, ${COMPUTER_MATCHES} computer matches playing`, ours.burstWithComputers, `   ${ours.computerMoves} computer moves meanwhile`));
  console.log(row('a click 15 ms after a burst\'s last answer', ours.lateClick));
  console.log(row('first burst (new connections): bare', bare.coldBurst));
  console.log(row('first burst (new connections): ours', ours.coldBurst));
  console.log(
    `  ratios ours/bare: single median ${x(ours.single.median, bare.single.median)}, p99 ${x(ours.single.p99, bare.single.p99)}; ` +
      `burst median ${x(ours.burst.median, bare.burst.median)}, p99 ${x(ours.burst.p99, bare.burst.p99)}`,
  );
  console.log(
    `  bot CPU per click, from a burst's first click to its last answer (the process, all threads): bare ${bare.burstCpuPerClick.toFixed(0)} µs, ours ${ours.burstCpuPerClick.toFixed(0)} µs ` +
      `(ratio ${x(ours.burstCpuPerClick, bare.burstCpuPerClick)}); images on ${ours.cpuPerClick.images.toFixed(0)} µs; ` +
      `just before the computers ${ours.cpuPerClick.beforeComputers.toFixed(0)} µs, with them playing ${ours.cpuPerClick.computers.toFixed(0)} µs`,
  );
  const us = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(0)} µs`);
  console.log(
    `  of that, the main thread's (which every answer waits on): bare ${us(bare.burstMainCpuPerClick)}, ours ${us(ours.burstMainCpuPerClick)}; ` +
      `images on ${us(ours.mainCpuPerClick.images)}; just before the computers ${us(ours.mainCpuPerClick.beforeComputers)}, with them playing ${us(ours.mainCpuPerClick.computers)}`,
  );
  const n = (v: number) => v.toFixed(v % 1 === 0 ? 0 : 1);
  console.log(
    `  HTTP connections the bot opened per burst: bare ${n(bare.burstConnections)}, ours ${n(ours.burstConnections)}; images on ${n(ours.connections.images)}; ` +
      `just before the computers ${n(ours.connections.beforeComputers)}, with them playing ${n(ours.connections.computers)}; first bursts: bare ${n(bare.coldConnections)}, ours ${n(ours.coldConnections)}`,
  );
  const speeds = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  console.log(
    `  the machine's speed just before each burst (ms of a fixed piece of work, lower is faster; bench/machine-speed.ts): bare ${speeds(bare.burstSpeedMs)}; ` +
      `ours ${speeds(ours.burstSpeedMs)}; images on ${speeds(ours.speedMs.images)}; just before the computers ${speeds(ours.speedMs.beforeComputers)}, with them playing ${speeds(ours.speedMs.computers)}`,
  );
  console.log(
    `  moves applied ${ours.movesApplied.single + ours.movesApplied.burst}/${ours.movesApplied.sent}; ` +
      `other REST requests completed before a burst's last answer: ${ours.restDuringBurst} on average (discord.js limit: ${DISCORD_GLOBAL_LIMIT}/s)`,
  );
  console.log(
    `  targets: ratio ≤ 1.5: single ${single.toFixed(2)} ${verdict(single <= 1.5)}, burst ${burst.toFixed(2)} ${verdict(burst <= 1.5)}; ` +
      `burst p99 < 300 ms: ${ms(ours.burst.p99)} ${verdict(ours.burst.p99 < 300)} (bare bot: ${ms(bare.burst.p99)}); ` +
      `with images on: ${ms(ours.burstWithImages.p99)} ${verdict(ours.burstWithImages.p99 < 300)}; ` +
      `with ${COMPUTER_MATCHES} computer matches playing: ${ms(ours.burstWithComputers.p99)} ${verdict(ours.burstWithComputers.p99 < 300)} ` +
      `(just before, none playing: ${ms(ours.burstBeforeComputers.p99)})`,
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
