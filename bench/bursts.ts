/**
 * The click bursts of `npm run bench`: every bot up at once, each in its own
 * process against its own fake, one warm-up burst each, then the measured
 * bursts interleaved bot by bot (bare, ours on SQLite, ours on PostgreSQL,
 * bare, …), so a change in the shared machine's speed hits all alike.
 */
import { startFakeDiscord } from '../test/support/fake-discord/index.js';
import { createTestDatabase } from '../test/support/postgres.js';
import { RemoteBot } from './bot-remote.js';
import { bareBurstBot, ourBurstBot, type Burst, type BurstBot } from './burst-bots.js';
import { median, ms, ratio, stats } from './stats.js';
import { buildWorld } from './world.js';

export interface BurstFigures {
  name: string;
  /** Each measured burst's median and p99, its clicks (moves, "Show my hand") and those never answered. */
  bursts: { median: number; p99: number; clicks: number; moves: number; shows: number; lost: number }[];
  /** The median of the bursts' medians. */
  median: number;
}

/** A bot to measure: how to start it in a fresh process against `fake` on a world of `matches`. */
export type BotMaker = (matches: number) => Promise<BurstBot>;

export const bareBot: BotMaker = async (matches) => {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  return stopsFake(await bareBurstBot(RemoteBot.fork(), fake, buildWorld(fake, 'bare', matches)), fake);
};

export const sqliteBot: BotMaker = async (matches) => {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  return stopsFake(await ourBurstBot('ours on SQLite', RemoteBot.fork(), fake, buildWorld(fake, 'sq', matches), [{}]), fake);
};

export const postgresBot: BotMaker = async (matches) => {
  const fake = await startFakeDiscord({ answerTimeoutMs: 60_000 });
  const db = await createTestDatabase();
  const bot = await ourBurstBot('ours on PostgreSQL', RemoteBot.fork(), fake, buildWorld(fake, 'pg', matches), [{ DATABASE_URL: db.url }]);
  return stopsFake({ ...bot, close: () => bot.close().finally(() => db.drop()) }, fake);
};

function stopsFake(bot: BurstBot, fake: { stop(): Promise<void> }): BurstBot {
  return { ...bot, close: () => bot.close().finally(() => fake.stop()) };
}

/** A burst's clicks must be a move and a "Show my hand" in every match of the bot's world: throws otherwise. */
function checkClicks(bot: BurstBot, burst: Burst): void {
  const { times, moves, shows } = burst;
  if (moves !== bot.matches || shows !== bot.matches || times.length !== 2 * bot.matches) {
    throw new Error(`${bot.name}: a burst of ${times.length} clicks (${moves} moves, ${shows} "Show my hand") over ${bot.matches} matches, not ${2 * bot.matches} (${bot.matches} of each)`);
  }
}

/** One warm-up burst per bot, then `rounds` measured ones, the bots taking turns; every burst's clicks checked. */
export async function interleave(bots: BurstBot[], rounds: number): Promise<BurstFigures[]> {
  for (const bot of bots) checkClicks(bot, await bot.burst());
  const figures: BurstFigures[] = bots.map((b) => ({ name: b.name, bursts: [], median: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, bot] of bots.entries()) {
      const burst = await bot.burst();
      checkClicks(bot, burst);
      const s = stats(burst.times);
      const lost = burst.times.filter((t) => t === Number.POSITIVE_INFINITY).length;
      figures[i]?.bursts.push({ median: s.median, p99: s.p99, clicks: burst.times.length, moves: burst.moves, shows: burst.shows, lost });
    }
  }
  for (const f of figures) f.median = median(f.bursts.map((b) => b.median));
  return figures;
}

export function printBursts(figures: BurstFigures[]): void {
  for (const f of figures) {
    const each = f.bursts.map((b) => `${ms(b.median)} (p99 ${ms(b.p99)}${b.lost ? `, ${b.lost} never answered` : ''})`).join(', ');
    const clicks = [...new Set(f.bursts.map((b) => `${b.clicks} = ${b.moves} moves + ${b.shows} show-hand`))].join(' / ');
    console.log(`  ${f.name.padEnd(34)} median of medians ${ms(f.median).padStart(7)}   bursts: ${each}   clicks per burst: ${clicks}`);
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

export interface ClickFigures {
  main: BurstFigures[];
  pictures: BurstFigures[];
}

/**
 * Bare, ours on SQLite and ours on PostgreSQL, interleaved; then ours on
 * SQLite with pictures on (one more warm-up burst turns its messages into
 * V2 ones), interleaved with the bare bot again.
 */
export async function benchBursts(matches: number, rounds: number): Promise<ClickFigures> {
  const bots = [await bareBot(matches), await sqliteBot(matches), await postgresBot(matches)];
  try {
    const main = await interleave(bots, rounds);
    const [bare, sqlite] = bots as [BurstBot, BurstBot];
    await sqlite.picturesOn?.();
    const pictures = await interleave([bare, { ...sqlite, name: 'ours on SQLite, pictures on' }], rounds);
    return { main, pictures };
  } finally {
    for (const bot of bots) await bot.close();
  }
}

export function printClicks({ main, pictures }: ClickFigures, matches: number): void {
  console.log(`\nClick bursts (${2 * matches} clicks at once over ${matches} matches; answer times; pictures off unless said):`);
  printBursts(main);
  printBursts(pictures.slice(1));
  const [bare, sqlite, pg] = main.map((f) => f.median) as [number, number, number];
  const sqliteToBare = sqlite / bare;
  const pgToSqlite = pg / sqlite;
  console.log(`  ours on SQLite / bare: ${ratio(sqlite, bare)} (target ≤ 1.5: ${verdict(sqliteToBare <= 1.5)})`);
  console.log(`  PostgreSQL / SQLite:   ${ratio(pg, sqlite)} (target ≤ 2: ${verdict(pgToSqlite <= 2)})`);
  const [bareAgain, withPictures] = pictures.map((f) => f.median) as [number, number];
  console.log(`  pictures on / bare:    ${ratio(withPictures, bareAgain)} (for information; bare measured beside it: ${ms(bareAgain)})`);
}
