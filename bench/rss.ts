/**
 * The bot's resident memory with live matches: ours alone in its process
 * (the bench's child under tsx, with the start script's node flags), on
 * SQLite, pictures off, every match's board and hands delivered, read after
 * two full collections. With `quietMs`, read again after that long without
 * a click, and once more after V8's "last resort" collection — what the old
 * idle memory trim ran (bench/compare-old.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeDiscord } from '../test/support/fake-discord/index.js';
import { RemoteBot } from './bot-remote.js';
import { DISCORD_GLOBAL_LIMIT, SETUP_LIMIT } from './rest-limit.js';
import { mib } from './stats.js';
import { buildWorld } from './world.js';

export interface RssFigures {
  matches: number;
  /** Logged in, no match yet. */
  before: number;
  withMatches: number;
  /** After the quiet spell, and after the last-resort collection then (when asked for). */
  quiet?: { ms: number; rss: number; trimmed: number };
}

export async function benchRss(matches: number, quietMs?: number): Promise<RssFigures> {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  const world = buildWorld(fake, 'rss', matches);
  const remote = RemoteBot.fork();
  try {
    await remote.call('startOurs', fake.apiUrl, fake.token, 'rss', 'silent', {});
    await sleep(200);
    const before = await remote.call<number>('memory');
    await remote.call('limit', SETUP_LIMIT);
    for (let i = 0; i < world.specs.length; i += 100) await remote.call('open', world.specs.slice(i, i + 100));
    await remote.call('idle', {});
    await fake.idle(50, 600_000);
    await remote.call('idle', {});
    await remote.call('limit', DISCORD_GLOBAL_LIMIT);
    const withMatches = await remote.call<number>('memory');
    if (quietMs === undefined) return { matches, before, withMatches };
    await sleep(quietMs);
    const rss = await remote.call<number>('memory');
    const trimmed = await remote.call<number>('lastResortGc');
    return { matches, before, withMatches, quiet: { ms: quietMs, rss, trimmed } };
  } finally {
    await remote.close();
    await fake.stop();
  }
}

export function printRss(f: RssFigures): void {
  console.log(`\nMemory (ours alone, SQLite, pictures off, after two full collections):`);
  console.log(`  RSS with ${f.matches.toLocaleString('en')} live matches: ${mib(f.withMatches)} (${mib(f.before)} before any match)`);
  if (f.quiet) console.log(`  after ${(f.quiet.ms / 1000).toFixed(0)} s quiet: ${mib(f.quiet.rss)}; then after V8's last-resort collection (the old idle trim's): ${mib(f.quiet.trimmed)}`);
}
