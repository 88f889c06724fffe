/**
 * REST requests per move: whole games played by DM clicks through the fake
 * Discord (Loners with 2, 3 and 4 players, Scoundrel runs), counting every
 * request that Discord's global limit counts (everything but interaction
 * answers) from the slash command that opens the game to its last delivery,
 * divided by the moves in the action log; Guys with 2, 4 and 6 players and
 * Lone Wolves too. Board edits are not coalesced here
 * (5 ms board interval): each move is answered as if players took their time,
 * which is the worst case.
 */
import { count, eq } from 'drizzle-orm';
import { games } from '../src/games/index.js';
import { matchActions, matches } from '../src/db/schema/sqlite.js';
import { componentsOf, type FakeUser } from '../test/support/fake-discord/index.js';
import { startHarness, type Harness } from '../test/support/bot-harness.js';
import { idAction, makeRand, playMatchByDm, startLonersMatch, startMatch } from '../test/support/game-driver.js';
import { countRest, type RestCount } from '../test/support/rest-count.js';

export interface RestPerMove {
  label: string;
  games: number;
  moves: number;
  requests: number;
  perMove: number;
  /** Worst single game. */
  worstPerMove: number;
  gets: number;
  byRoute: Record<string, number>;
}

function add(into: Record<string, number>, from: Record<string, number>): void {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
}

function movesOf(h: Harness, matchId: string): number {
  return h.database.db.select({ n: count() }).from(matchActions).where(eq(matchActions.matchId, matchId)).get()?.n ?? 0;
}

async function measure(label: string, rounds: number, playOne: (h: Harness, i: number) => Promise<string>, players: number): Promise<RestPerMove> {
  const h = await startHarness({ players, seeds: Array.from({ length: rounds }, (_, i) => `rest-${label}-${i}`) });
  const result: RestPerMove = { label, games: rounds, moves: 0, requests: 0, perMove: 0, worstPerMove: 0, gets: 0, byRoute: {} };
  try {
    for (let i = 0; i < rounds; i++) {
      const first = h.fake.requests.length;
      const matchId = await playOne(h, i);
      await h.settle();
      const c: RestCount = countRest(h.fake.requests.slice(first));
      const moves = movesOf(h, matchId);
      result.moves += moves;
      result.requests += c.total;
      result.gets += c.gets;
      result.worstPerMove = Math.max(result.worstPerMove, c.total / Math.max(1, moves));
      add(result.byRoute, c.byRoute);
    }
  } finally {
    await h.close();
  }
  result.perMove = result.requests / Math.max(1, result.moves);
  return result;
}

async function playLoners(h: Harness, i: number): Promise<string> {
  const matchId = await startLonersMatch(h, h.users);
  await playMatchByDm(h, matchId, makeRand(1000 + i));
  return matchId;
}

/** Guys players who place whenever they can (else any move): games of a few dozen moves, attacks included. */
async function playGuys(h: Harness, i: number): Promise<string> {
  const matchId = await startMatch(h, 'guys', h.users);
  await playMatchByDm(h, matchId, makeRand(3000 + i), 2000, ['p']);
  return matchId;
}

/** Lone Wolves by random clicks on the DM hands (wolf, then territory; reveals; scar steps). */
async function playLoneWolves(h: Harness, i: number): Promise<string> {
  const matchId = await startMatch(h, 'lone-wolves', h.users);
  await playMatchByDm(h, matchId, makeRand(4000 + i));
  return matchId;
}

async function playScoundrel(h: Harness, i: number): Promise<string> {
  const user = h.users[0] as FakeUser;
  const rand = makeRand(2000 + i);
  await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' });
  await h.settle();
  const runId = h.database.db.select().from(matches).where(eq(matches.hostUserId, user.id)).all().at(-1)!.id;
  for (let n = 0; n < 500; n++) {
    const hand = h.fake.latestDm(user);
    const buttons = hand ? componentsOf(hand).filter((c) => !c.disabled && !idAction(c.customId).startsWith('!')) : [];
    if (buttons.length === 0) break;
    // Mostly the cautious move (as a player who wants to survive), sometimes any: runs as long as people play them.
    const run = h.database.db.select().from(matches).where(eq(matches.id, runId)).get()!;
    const safe = games.scoundrel!.encodeAction(games.scoundrel!.timeoutAction!(run.state, 0)!);
    const pick = (rand(4) > 0 && buttons.find((b) => idAction(b.customId) === safe)) || buttons[rand(buttons.length)]!;
    await h.fake.clickButton({ user, message: hand!, customId: pick.customId });
    await h.settle();
  }
  if (!games.scoundrel!.outcome(h.database.db.select().from(matches).where(eq(matches.id, runId)).get()!.state)) throw new Error('run did not end');
  return runId;
}

export async function benchRestPerMove(rounds = 4): Promise<RestPerMove[]> {
  const out: RestPerMove[] = [];
  for (const players of [2, 3, 4]) out.push(await measure(`Loners ${players}p`, rounds, playLoners, players));
  out.push(await measure('Scoundrel', rounds * 3, playScoundrel, 1));
  for (const players of [2, 4, 6]) out.push(await measure(`Guys ${players}p`, rounds, playGuys, players));
  out.push(await measure('Lone Wolves', rounds, playLoneWolves, 2));
  return out;
}

export function printRestPerMove(rows: readonly RestPerMove[]): void {
  console.log('\nREST requests per move (all but interaction answers; whole games by DM clicks, board edits not coalesced):');
  console.log('game          games  moves  requests  per move  worst game  GETs  by route');
  for (const r of rows) {
    const routes = Object.entries(r.byRoute)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `${r.label.padEnd(12)} ${String(r.games).padStart(6)} ${String(r.moves).padStart(6)} ${String(r.requests).padStart(9)} ${r.perMove.toFixed(2).padStart(9)} ${r.worstPerMove.toFixed(2).padStart(11)} ${String(r.gets).padStart(5)}  ${routes}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printRestPerMove(await benchRestPerMove(Number(process.argv[2] ?? 4)));
