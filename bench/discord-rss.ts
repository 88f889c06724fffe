/**
 * Child process of the Discord bench (forked by bench/discord.ts with
 * --expose-gc): our bot alone, started with startBot against the parent's
 * fake Discord, then 1,000 live matches, then its memory. Running it apart
 * keeps the fake's own store (every message and request it recorded) and the
 * earlier bench phases out of the figure.
 *
 * Protocol (IPC): receives one RssRequest, answers one RssReport, exits.
 */
import { statSync } from 'node:fs';
import { count, eq, isNotNull } from 'drizzle-orm';
import { matches, matchPlayers } from '../src/db/schema/sqlite.js';
import { DISCORD_GLOBAL_LIMIT, openLiveMatches, setGlobalRestLimit, startBenchBot, type MatchSpec } from './discord-matches.js';

export interface RssRequest {
  apiUrl: string;
  token: string;
  matches: MatchSpec[];
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

export interface RssReport {
  /** Logged in, commands synced, no match yet. */
  before: MemorySample;
  /** With every match active and its hands and board delivered. */
  after: MemorySample;
  gcForced: boolean;
  liveMatches: number;
  handMessages: number;
  /** SQLite main file + WAL. */
  dbBytes: number;
  setupMs: number;
}

function sample(): MemorySample {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
}

const fileSize = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

async function run(req: RssRequest): Promise<RssReport> {
  const bench = await startBenchBot({ apiUrl: req.apiUrl, token: req.token }, 'bench-rss');
  const { bot, dbPath } = bench;
  try {
    await new Promise((r) => setTimeout(r, 200));
    const before = sample();
    const start = performance.now();
    setGlobalRestLimit(bot.client, 100_000);
    openLiveMatches(bot, req.matches);
    await bot.idle();
    setGlobalRestLimit(bot.client, DISCORD_GLOBAL_LIMIT);
    const setupMs = performance.now() - start;
    const after = sample();
    const { db } = bench.database;
    const live = db.select({ n: count() }).from(matches).where(eq(matches.status, 'active')).all()[0]?.n ?? 0;
    const hands = db.select({ n: count() }).from(matchPlayers).where(isNotNull(matchPlayers.handMessageId)).all()[0]?.n ?? 0;
    return {
      before,
      after,
      gcForced: typeof (globalThis as { gc?: unknown }).gc === 'function',
      liveMatches: live,
      handMessages: hands,
      dbBytes: fileSize(dbPath) + fileSize(`${dbPath}-wal`),
      setupMs,
    };
  } finally {
    await bench.stop();
  }
}

process.once('message', (msg) => {
  run(msg as RssRequest).then(
    (report) => process.send?.({ ok: true, report }, () => process.exit(0)),
    (err: unknown) => process.send?.({ ok: false, error: String(err instanceof Error ? err.stack : err) }, () => process.exit(1)),
  );
});
