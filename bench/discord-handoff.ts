/**
 * The turn hand-off under load: 100 live 2-player Loners matches, moves
 * clicked at a steady 20 a second (round robin, so each match moves every
 * 5 s, as people would), our bot as production runs it (discord.js' global
 * limit of 50 requests/s on, 1 s board interval). Hand-off time = from the
 * fake receiving the click's interaction answer to the fake receiving the
 * next player's new hand DM. Also counts the REST requests per move of the run.
 */
import { startFakeDiscord } from '../test/support/fake-discord/index.js';
import { countRest } from '../test/support/rest-count.js';
import { buildWorld, ourTurns, send, settle, stats, waitFor, type Stats } from './discord-clicks.js';
import { DISCORD_GLOBAL_LIMIT, openLiveMatches, setGlobalRestLimit, startBenchBot } from './discord-matches.js';

const MATCHES = 100;
const MOVES_PER_SECOND = 20;
const SETUP_LIMIT = 100_000;

export interface HandoffFigures {
  moves: number;
  seconds: number;
  handoff: Stats;
  restPerMove: number;
  gets: number;
}

export async function benchHandoff(seconds = 20): Promise<HandoffFigures> {
  const fake = await startFakeDiscord({ answerTimeoutMs: 30_000 });
  const world = buildWorld(fake, 'h', MATCHES);
  const bench = await startBenchBot(fake, 'handoff');
  try {
    const { bot } = bench;
    const { db } = bench.database;
    const { turn, prepareMove } = ourTurns(fake, db, world);
    setGlobalRestLimit(bot.client, SETUP_LIMIT);
    const matchIds = openLiveMatches(bot, world.specs);
    await settle(fake, bot);
    setGlobalRestLimit(bot.client, DISCORD_GLOBAL_LIMIT);

    const total = seconds * MOVES_PER_SECOND;
    const firstRequest = fake.requests.length;
    const handoffs: number[] = [];
    const pending: Promise<void>[] = [];
    const t0 = performance.now();
    for (let i = 0; i < total; i++) {
      // Steady pace: the i-th move goes out at i/20 s, whatever the bot is doing.
      const due = t0 + (i * 1000) / MOVES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const matchId = matchIds[i % MATCHES]!;
      pending.push(
        (async () => {
          const click = await prepareMove(matchId);
          if (!click) return;
          const from = fake.requests.length;
          const answer = await send(fake, click);
          if (answer.type !== 7) throw new Error(`move answered with type ${answer.type}: ${answer.content}`);
          const answeredAt = Date.now();
          const next = turn(matchId);
          if (!next || next.user.id === click.user.id) return;
          const dmChannel = fake.dmChannel(next.user).id;
          // The next player's new hand DM: a POST to their DM channel after this answer.
          let sentAt = 0;
          await waitFor(() => {
            const r = fake.requests.slice(from).find((q) => q.at >= answeredAt && q.method === 'POST' && q.path === `/channels/${dmChannel}/messages`);
            if (r) sentAt = r.at;
            return r !== undefined;
          }, `the hand DM of ${matchId}`, 30_000);
          handoffs.push(sentAt - answeredAt);
        })(),
      );
    }
    await Promise.all(pending);
    const elapsed = (performance.now() - t0) / 1000;
    await settle(fake, bot);
    const counted = countRest(fake.requests.slice(firstRequest));
    return { moves: total, seconds: elapsed, handoff: stats(handoffs), restPerMove: counted.total / total, gets: counted.gets };
  } finally {
    await bench.stop();
    await fake.stop();
  }
}

export function printHandoff(f: HandoffFigures): void {
  console.log(`\nTurn hand-off (${MATCHES} matches, ${MOVES_PER_SECOND} moves/s for ${f.seconds.toFixed(0)} s, discord.js limit ${DISCORD_GLOBAL_LIMIT} requests/s):`);
  console.log(
    `  click answered -> next player's DM sent: median ${f.handoff.median} ms, p99 ${f.handoff.p99} ms, max ${f.handoff.max} ms (n ${f.handoff.n}); ` +
      `target p99 < 300 ms: ${f.handoff.p99 < 300 ? 'met' : 'NOT met'}`,
  );
  console.log(`  REST requests per move in this run: ${f.restPerMove.toFixed(2)} (board edits coalesced per channel at 1/s), GETs: ${f.gets}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printHandoff(await benchHandoff(Number(process.argv[2] ?? 20)));
