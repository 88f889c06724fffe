/**
 * npx tsx --expose-gc bench/mechanisms.ts [--quick] — what the mechanisms
 * that stay are worth: the click bursts of our bot as it is, and with one
 * mechanism taken out, interleaved with the bare bot in one run:
 * - pictures off: clicks first (follow-up work waits for the clicks' answers);
 * - pictures on: the picture threads (painted on the event loop instead),
 *   and the 60 s keep-alive of the connections to Discord (undici's 4 s).
 * Each variant is a process of its own on SQLite.
 */
import { startFakeDiscord } from '../test/support/fake-discord/index.js';
import type { Mechanism } from './bot-child.js';
import { RemoteBot } from './bot-remote.js';
import { ourBurstBot, type BurstBot } from './burst-bots.js';
import { bareBot, interleave, printBursts } from './bursts.js';
import { ratio } from './stats.js';
import { buildWorld } from './world.js';

const quick = process.argv.includes('--quick');
const MATCHES = quick ? 50 : 250;
const ROUNDS = quick ? 1 : 3;

async function variant(name: string, pictures: boolean, without: Mechanism | null): Promise<BurstBot> {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  const bot = await ourBurstBot(name, RemoteBot.fork(), fake, buildWorld(fake, name.slice(0, 3), MATCHES), [{}, pictures, without]);
  return { ...bot, close: () => bot.close().finally(() => fake.stop()) };
}

const bots = [
  await bareBot(MATCHES),
  await variant('ours', false, null),
  await variant('ours without clicks first', false, 'clicks-first'),
  await variant('ours, pictures on', true, null),
  await variant('ours, pictures on, no picture thread', true, 'picture-threads'),
  await variant("ours, pictures on, undici's 4 s keep-alive", true, 'keep-alive'),
];
try {
  const figures = await interleave(bots, ROUNDS);
  console.log(`\nClick bursts (${2 * MATCHES} clicks over ${MATCHES} matches), interleaved:`);
  printBursts(figures);
  const m = figures.map((f) => f.median);
  const [bare = 1, ours = 1, noClicksFirst = 1, pictures = 1, noThreads = 1, shortKeepAlive = 1] = m;
  console.log(`  ratios to bare: ours ${ratio(ours, bare)}, without clicks first ${ratio(noClicksFirst, bare)}; pictures on ${ratio(pictures, bare)}, no picture thread ${ratio(noThreads, bare)}, 4 s keep-alive ${ratio(shortKeepAlive, bare)}`);
} finally {
  for (const bot of bots) await bot.close();
}
