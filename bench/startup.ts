/**
 * Start-up time and memory of the bot as a process of its own, against the
 * fake Discord of the end-to-end tests on 127.0.0.1, run three ways:
 * - `npm start`: node with the flags of package.json's start script on
 *   dist/src/index.js (what the Docker image runs too; test/build.test.ts
 *   checks that its CMD agrees), without npm's own process;
 * - `node dist/src/index.js`: the same compiled code with no node flags;
 * - tsx: `node --import tsx src/index.ts`, how production ran before the build.
 *
 * - start-up: from just before spawn() to the `bot ready` log line (logged
 *   in, READY received, slash commands in sync), on stdout as production
 *   writes it (JSON lines, LOG_LEVEL=info). The first start is on a new
 *   database (migrations, command registration); then RESTARTS restarts of
 *   each on its database, taking the variants in turn (tsx's transform cache
 *   is warm by then, as on a host that restarts the bot). The fake holds 10
 *   servers of 100 channels and 2,000 members, so READY is not trivial.
 * - memory (npm start and tsx; the plain node run too with --memory-all):
 *   VmRSS of the bot process (/proc/<pid>/status) once ready and
 *   quiet, then with 1,000 live 2-player Loners matches opened the way
 *   players open them: `/loners start` in each channel, Join, Start — 3,000
 *   interactions through the gateway, answered by the bot, which then posts
 *   the boards and DMs each player their hand. Read as it stands (no forced
 *   GC, as in production) 2 s after the setup, again 30 s after it (settled:
 *   V8's memory reducer has had idle time, as on a running host), and after
 *   two forced full GCs. This process runs
 *   with bench/child-preload.mjs (lifts discord.js' 50 requests/s pacing so
 *   the setup takes seconds; SIGUSR2 = GC) and --expose-gc, nothing else.
 *   VmHWM is the peak RSS of the whole run. The bot runs with its defaults
 *   (IMAGES on: every board and hand is also a picture); BENCH_IMAGES=off
 *   runs it with IMAGES=off (text only) for comparison, and
 *   BENCH_PRELOAD=<libjemalloc.so.2> with jemalloc, as the Docker image
 *   does (MALLOC_CONF: the Dockerfile's unless given, bench/allocator.ts).
 *   Measured pacing made no difference worth the two minutes it costs
 *   (Node 24, 4 MiB semi-spaces: 223–234 MiB opening them at 50
 *   requests/s, 205–223 MiB lifted).
 *
 * RSS with the matches varies a lot between runs (Node 20: 122–232 MiB for
 * the same command): the heap actually used after a GC is ~34 MiB, but V8
 * keeps the pages it freed (`--trace-gc` shows ~50 MiB "pooled" after the
 * setup) and the young generation it grew to, so RSS follows the setup's
 * peak rather than what 1,000 matches need. The heap used is the steady figure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseCustomId } from '../src/discord/custom-id.js';
import { preloadEnv } from './allocator.js';
import { npmStartArgs } from './npm-start.js';
import { componentsOf, startFakeDiscord, type FakeDiscord, type FakeUser, type StoredMessage } from '../test/support/fake-discord/index.js';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRELOAD = fileURLToPath(new URL('./child-preload.mjs', import.meta.url));
const RESTARTS = 4;
const MATCHES = 1000;
const CHANNELS_PER_GUILD = 100;
/** Matches being opened at once (each one interaction at a time: command, Join, Start). */
const CONCURRENCY = 25;
const RSS_TARGET = 150 * 2 ** 20;
/** Quiet time before each memory reading. */
const QUIET_MS = 2000;
/**
 * RSS right after the setup mostly shows the setup's peak: V8 keeps the pages
 * it freed until its memory reducer runs on an idle process. 30 s later (the
 * bot only ticks its clock) is what a host sees while the matches go on.
 */
const SETTLE_MS = 30_000;

interface Variant {
  name: string;
  label: string;
  /** node's arguments. */
  args: string[];
  /** Also measure its memory with 1,000 live matches (~30 s each). */
  memory: boolean;
}

function variants(): Variant[] {
  const start = npmStartArgs();
  const plain = ['dist/src/index.js'];
  return [
    { name: 'npm start', label: `node ${start.join(' ')}`, args: start, memory: true },
    ...(start.join(' ') === plain.join(' ') ? [] : [{ name: 'plain node', label: 'node dist/src/index.js', args: plain, memory: process.argv.includes('--memory-all') }]),
    { name: 'tsx', label: 'node --import tsx src/index.ts', args: ['--import', 'tsx', 'src/index.ts'], memory: true },
  ];
}

export interface Memory {
  /** VmRSS, bytes. */
  rss: number;
  /** Of which RssAnon (heap, stacks, malloc: the process's own) and RssFile (mapped files: the node binary's and add-ons' code). */
  anon: number;
  file: number;
  /** VmHWM: the peak RSS so far, bytes. */
  peak: number;
}

/** V8's heap after two forced full GCs, bytes. */
export interface Heap {
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Each live worker thread's heap (not collected), where Node can tell (22.16 and later); empty before. */
  threads: Omit<Heap, 'threads' | 'threadHeapsKnown'>[];
  /** Whether this Node can tell a thread's heap at all (an empty `threads` may just mean no thread is running). */
  threadHeapsKnown: boolean;
}

export interface VariantFigures {
  name: string;
  label: string;
  /** New database: spawn -> "database ready" and -> "bot ready", ms. */
  firstStart: { database: number; ready: number };
  /** Restarts on the same database. */
  restarts: { database: number[]; ready: number[] };
  /** Absent for a variant measured for its start-up only. */
  memory?: {
    before: Memory;
    beforeGc: Memory & Heap;
    after: Memory;
    /** SETTLE_MS after the setup, no GC forced: V8's memory reducer has had its idle time, as on a running host. */
    settled: Memory;
    afterGc: Memory & Heap;
    liveMatches: number;
    /** 3,000 interactions answered, and every hand DM delivered. */
    setupMs: number;
    /** SQLite main file + WAL, bytes. */
    dbBytes: number;
  };
}

export interface StartupFigures {
  variants: VariantFigures[];
  restarts: number;
  seconds: number;
}

// --- the bot process ----------------------------------------------------------

interface Running {
  child: ChildProcess;
  /** ms from spawn() to the arrival of the first output line matching `re`; rejects if the process exits first. */
  when(re: RegExp, timeoutMs?: number): Promise<number>;
  output(): string;
  stop(): Promise<void>;
}

function launch(variant: Variant, env: Record<string, string>, nodeArgs: string[] = []): Running {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...variant.args], {
    cwd: PROJECT_ROOT,
    // Only what we pass: no developer .env (DOTENV_CONFIG_PATH points dotenv at nothing).
    env: {
      PATH: process.env.PATH ?? '',
      DOTENV_CONFIG_PATH: '/nonexistent/.env',
      LOG_LEVEL: 'info',
      ...(process.env.BENCH_IMAGES ? { IMAGES: process.env.BENCH_IMAGES } : {}),
      // BENCH_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2: the allocator of the Docker image.
      ...preloadEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const lines: { line: string; at: number }[] = [];
  let partial = { stdout: '', stderr: '' };
  const waiters = new Set<() => void>();
  const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const at = performance.now() - t0;
    out += chunk.toString();
    const parts = (partial[stream] + chunk.toString()).split('\n');
    partial = { ...partial, [stream]: parts.pop() ?? '' };
    for (const line of parts) lines.push({ line, at });
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      for (const wake of waiters) wake();
      resolve();
    }),
  );
  return {
    child,
    output: () => out,
    when(re, timeoutMs = 60_000) {
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => finish(() => reject(new Error(`${variant.label}: no line matching ${re} within ${timeoutMs} ms:\n${out.slice(-3000)}`))), timeoutMs);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        const check = () => {
          const hit = lines.find((l) => re.test(l.line));
          if (hit) finish(() => resolve(hit.at));
          else if (exitCode !== undefined) finish(() => reject(new Error(`${variant.label} exited (${exitCode}) before a line matching ${re}:\n${out.slice(-3000)}`)));
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

const READY = /"msg":"bot ready"|\bbot ready\b/;
const DATABASE_READY = /"msg":"database ready"|\bdatabase ready\b/;

/** Spawn to "database ready" (NaN if the line is gone) and to "bot ready", then a clean stop. */
async function timeStart(variant: Variant, env: Record<string, string>): Promise<{ database: number; ready: number }> {
  const bot = launch(variant, env);
  try {
    const ready = await bot.when(READY);
    const database = await bot.when(DATABASE_READY, 1).catch(() => Number.NaN);
    return { database, ready };
  } finally {
    await bot.stop();
  }
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), peak: kb('VmHWM') };
}

/** Two full GCs in the bot process (SIGUSR2, see bench/child-preload.mjs); resolves with its heap figures. */
async function forceGc(bot: Running): Promise<Heap> {
  const reports = () => bot.output().split('\n').filter((l) => l.startsWith('bench-preload: gc done '));
  const seen = reports().length;
  bot.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = reports()[seen];
    if (line) return JSON.parse(line.slice('bench-preload: gc done '.length)) as Heap;
    if (bot.output().includes('bench-preload: gc unavailable')) throw new Error('the bot process has no gc (--expose-gc missing)');
    if (Date.now() > deadline) throw new Error('no GC report from the bot process');
    await sleep(10);
  }
}

// --- the world, and matches opened the way players open them -----------------

interface World {
  channels: { channelId: string; host: FakeUser; guest: FakeUser }[];
  players: FakeUser[];
}

function buildWorld(fake: FakeDiscord): World {
  const channels: World['channels'] = [];
  const players: FakeUser[] = [];
  for (let g = 0; g * CHANNELS_PER_GUILD < MATCHES; g++) {
    const count = Math.min(CHANNELS_PER_GUILD, MATCHES - g * CHANNELS_PER_GUILD);
    const members = Array.from({ length: 2 * count }, (_, i) => fake.addUser({ username: `s${g}x${i}`, globalName: `Player ${g}-${i}` }));
    const guild = fake.addGuild({ name: `Card club ${g}`, owner: members[0] as FakeUser, members: members.slice(1) });
    for (let c = 0; c < count; c++) {
      const channel = fake.addTextChannel(guild, `loners-${c}`);
      channels.push({ channelId: channel.id, host: members[2 * c] as FakeUser, guest: members[2 * c + 1] as FakeUser });
    }
    players.push(...members);
  }
  return { channels, players };
}

const action = (customId: string) => parseCustomId(customId)?.action ?? '';

/** `/loners start`, the guest joins, the host starts: as in the channel. */
async function openMatch(fake: FakeDiscord, spot: World['channels'][number]): Promise<void> {
  const timeoutMs = 60_000;
  const opened = await fake.slashCommand({ user: spot.host, channelId: spot.channelId, name: 'loners', subcommand: 'start', options: {}, timeoutMs });
  let lobby = opened.message();
  if (opened.type !== 4 || !lobby) throw new Error(`/loners start answered with type ${opened.type}: ${opened.content}`);
  const button = (message: StoredMessage, name: string) => {
    const id = componentsOf(message).find((c) => action(c.customId) === name)?.customId;
    if (!id) throw new Error(`no ${name} button on the lobby`);
    return id;
  };
  const joined = await fake.clickButton({ user: spot.guest, message: lobby, customId: button(lobby, '!join'), timeoutMs });
  if (joined.type !== 7) throw new Error(`Join answered with type ${joined.type}: ${joined.content}`);
  lobby = fake.message(lobby.id) ?? lobby;
  const started = await fake.clickButton({ user: spot.host, message: lobby, customId: button(lobby, '!start'), timeoutMs });
  if (started.type !== 7) throw new Error(`Start answered with type ${started.type}: ${started.content}`);
}

async function openMatches(fake: FakeDiscord, world: World): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < world.channels.length) await openMatch(fake, world.channels[next++] as World['channels'][number]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Then every player's hand DM, and the fake quiet (boards edited, nothing left in flight).
  const deadline = Date.now() + 120_000;
  while (world.players.some((u) => !fake.latestDm(u))) {
    if (Date.now() > deadline) throw new Error(`only ${world.players.filter((u) => fake.latestDm(u)).length} of ${world.players.length} players got a hand DM`);
    await sleep(50);
  }
  await fake.idle(500, 120_000);
}

const fileSize = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

async function measureMemory(variant: Variant): Promise<VariantFigures['memory']> {
  // A fresh fake and database per run: the READY and the fake's store hold only this run's world.
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  const dir = mkdtempSync(join(tmpdir(), 'loners-bench-mem-'));
  const dbPath = join(dir, 'bot.sqlite');
  try {
    const world = buildWorld(fake);
    const bot = launch(variant, { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: dbPath }, ['--expose-gc', '--import', PRELOAD]);
    try {
      await bot.when(READY);
      const pid = bot.child.pid as number;
      await fake.idle(200, 30_000);
      await sleep(QUIET_MS);
      const before = memoryOf(pid);
      const heapBefore = await forceGc(bot);
      const beforeGc = { ...memoryOf(pid), ...heapBefore };
      const start = performance.now();
      await openMatches(fake, world);
      const setupMs = performance.now() - start;
      await sleep(QUIET_MS);
      const after = memoryOf(pid);
      await sleep(SETTLE_MS - QUIET_MS);
      const settled = memoryOf(pid);
      const heapAfter = await forceGc(bot);
      const afterGc = { ...memoryOf(pid), ...heapAfter };
      const dbBytes = fileSize(dbPath) + fileSize(`${dbPath}-wal`);
      return { before, beforeGc, after, settled, afterGc, liveMatches: world.channels.length, setupMs, dbBytes };
    } finally {
      await bot.stop();
    }
  } finally {
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** dist/ as `npm start` would have it (scripts/build.mjs rebuilds only when a source changed). */
function ensureBuilt(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed; the compiled bot cannot be measured');
}

interface StartTimes {
  first: { database: number; ready: number };
  restarts: { database: number[]; ready: number[] };
}

async function measureStarts(list: Variant[]): Promise<Map<string, StartTimes>> {
  const fake = await startFakeDiscord();
  const dirs: string[] = [];
  try {
    buildWorld(fake);
    const envOf = new Map(
      list.map((v) => {
        const dir = mkdtempSync(join(tmpdir(), 'loners-bench-start-'));
        dirs.push(dir);
        return [v.name, { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: join(dir, 'bot.sqlite') }];
      }),
    );
    const times = new Map<string, StartTimes>();
    for (const v of list) {
      times.set(v.name, { first: await timeStart(v, envOf.get(v.name) ?? {}), restarts: { database: [], ready: [] } });
    }
    for (let i = 0; i < RESTARTS; i++) {
      for (const v of list) {
        const t = await timeStart(v, envOf.get(v.name) ?? {});
        times.get(v.name)?.restarts.database.push(t.database);
        times.get(v.name)?.restarts.ready.push(t.ready);
      }
    }
    return times;
  } finally {
    await fake.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchStartup(): Promise<StartupFigures> {
  const t0 = performance.now();
  ensureBuilt();
  const list = variants();
  const starts = await measureStarts(list);
  const figures: VariantFigures[] = [];
  for (const v of list) {
    const t = starts.get(v.name) as StartTimes;
    figures.push({ name: v.name, label: v.label, firstStart: t.first, restarts: t.restarts, ...(v.memory ? { memory: await measureMemory(v) } : {}) });
  }
  return { variants: figures, restarts: RESTARTS, seconds: (performance.now() - t0) / 1000 };
}

// --- the table -------------------------------------------------------------------

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : Number.NaN;
};
const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : `${v.toFixed(0)} ms`);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

export function printStartup(f: StartupFigures): void {
  const v = f.variants;
  const row = (label: string, cell: (x: VariantFigures) => string) => console.log(`  ${label.padEnd(52)}${v.map((x) => cell(x).padStart(18)).join('')}`);
  type Mem = NonNullable<VariantFigures['memory']>;
  const memRow = (label: string, cell: (m: Mem) => string) => row(label, (x) => (x.memory ? cell(x.memory) : '—'));
  console.log(
    `\nStart-up and memory of the bot process (fake Discord on 127.0.0.1 with ${MATCHES / CHANNELS_PER_GUILD} servers, ` +
      `${MATCHES.toLocaleString('en')} channels, ${(2 * MATCHES).toLocaleString('en')} members; Node ${process.version}):`,
  );
  for (const x of v) console.log(`  ${x.name.padEnd(12)} = ${x.label}`);
  row('', (x) => x.name);
  row('first start, new database: spawn → bot ready', (x) => ms(x.firstStart.ready));
  row(`restart: spawn → database ready (median of ${f.restarts})`, (x) => ms(median(x.restarts.database)));
  row(`restart: spawn → bot ready (median of ${f.restarts})`, (x) => ms(median(x.restarts.ready)));
  row('  range over the restarts', (x) => `${range(x.restarts.ready)} ms`);
  memRow('RSS once ready, no match', (m) => mib(m.before.rss));
  memRow('  after a forced GC', (m) => mib(m.beforeGc.rss));
  memRow(`RSS with ${MATCHES.toLocaleString('en')} live matches, ${QUIET_MS / 1000} s after`, (m) => mib(m.after.rss));
  memRow('  of which the process\'s own (RssAnon)', (m) => mib(m.after.anon));
  memRow('  of which mapped files: node\'s code (RssFile)', (m) => mib(m.after.file));
  memRow(`  ${SETTLE_MS / 1000} s later, no GC forced (settled)`, (m) => mib(m.settled.rss));
  memRow('  after a forced GC', (m) => mib(m.afterGc.rss));
  memRow('  peak RSS over the run (VmHWM)', (m) => mib(m.afterGc.peak));
  memRow('V8 heap used after a GC: no match', (m) => mib(m.beforeGc.heapUsed));
  memRow(`  with ${MATCHES.toLocaleString('en')} live matches`, (m) => mib(m.afterGc.heapUsed));
  memRow('  V8 heap total (reserved) with the matches', (m) => mib(m.afterGc.heapTotal));
  const threadsTotal = (m: Mem) => m.afterGc.threads.reduce((sum, t) => sum + t.heapTotal, 0);
  const known = (m: Mem) => m.afterGc.threadHeapsKnown;
  const threadsRow = (m: Mem) => (!known(m) ? 'n/a before Node 22.16' : m.afterGc.threads.length === 0 ? '0 (none running)' : mib(threadsTotal(m)));
  memRow('  worker threads\' V8 heaps total (the picture thread)', threadsRow);
  memRow('  main thread\'s external (ArrayBuffers, add-ons\' reported)', (m) => mib(m.afterGc.external));
  memRow('  RssAnon less the V8 heaps: native (Skia, SQLite, malloc)', (m) => (known(m) ? mib(m.afterGc.anon - m.afterGc.heapTotal - threadsTotal(m)) : 'n/a'));
  memRow('matches opened (3 interactions each) and delivered in', (m) => `${(m.setupMs / 1000).toFixed(1)} s`);
  memRow('SQLite file + WAL', (m) => mib(m.dbBytes));
  const main = v[0]?.memory;
  if (main) {
    console.log(
      `  target: RSS with ${main.liveMatches.toLocaleString('en')} live matches < ${mib(RSS_TARGET)} (npm start): ` +
        `${mib(main.after.rss)} ${QUIET_MS / 1000} s after the setup, ${mib(main.settled.rss)} settled (${SETTLE_MS / 1000} s), ${mib(main.afterGc.rss)} after a forced GC: ` +
          `${main.settled.rss < RSS_TARGET ? 'met' : 'NOT met'} once settled`,
    );
  }
  console.log(
    '  (RSS with the matches moves a lot from run to run: V8 keeps pages it freed, so it reflects the heap\'s peak during the setup; ' +
      'the heap actually used is the steady figure)',
  );
  console.log(`  (the start-up and memory part took ${f.seconds.toFixed(0)} s)`);
}
