/**
 * What the scale test verifies once the clicks have stopped, from the
 * database and the fake Discord: every accepted move is in its match's log;
 * every logged move is explained by one click (no double application); each
 * match's state is its log replayed (nothing half-applied); the deliveries
 * drained; and every player to act holds a hand for the match as it is now
 * (the table converged on the database).
 */
import { isDeepStrictEqual } from 'node:util';
import { count, inArray, isNotNull } from 'drizzle-orm';
import { games } from '../../src/games/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { actionsOf, stateAfter } from '../../src/play/replay.js';
import type { Store } from '../../src/db/store.js';
import { componentsOf, type FakeDiscord } from '../../test/support/fake-discord/index.js';
import type { Click, LiveMatch } from './clicker.js';

export interface Findings {
  /** Accepted move clicks missing from their match's log. */
  lostMoves: number;
  /** Logged moves no click explains (a click applied twice, or from nowhere). */
  unexplainedMoves: number;
  /** Matches whose state is not their log replayed, or whose version is not the log's last. */
  halfApplied: number;
  /** Matches whose player to act has no hand for the current version. */
  notConverged: number;
  movesLogged: number;
}

/** Waits (up to `timeoutMs`) until no match is due for a sync and the outbox is empty; resolves with whether it drained. */
export async function drained(store: Store, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [due, outbox] = await store.read(async (q) => [
      Number((await q.db.select({ n: count() }).from(q.t.matches).where(isNotNull(q.t.matches.syncDueAt)))[0]?.n ?? 0),
      Number((await q.db.select({ n: count() }).from(q.t.outbox))[0]?.n ?? 0),
    ]);
    if (due === 0 && outbox === 0) return true;
    if (Date.now() > until) {
      console.log(`  still due: ${due} matches to sync, ${outbox} outbox rows`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const key = (matchId: string, version: number, code: string, userId: string) => `${matchId} ${version} ${code} ${userId}`;

export async function check(fake: FakeDiscord, store: Store, matches: readonly LiveMatch[], clicks: readonly Click[]): Promise<Findings> {
  const moves = clicks.filter((c) => !c.code.startsWith('~'));
  const sent = new Set(moves.map((c) => key(c.matchId, c.version + 1, c.code, c.userId)));
  const findings: Findings = { lostMoves: 0, unexplainedMoves: 0, halfApplied: 0, notConverged: 0, movesLogged: 0 };
  const logged = new Set<string>();
  const clicked = new Set(clicks.map((c) => c.matchId));
  const ids = matches.map((m) => m.id);
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await store.read((q) => q.db.select().from(q.t.matchActions).where(inArray(q.t.matchActions.matchId, ids.slice(i, i + 500))));
    for (const row of rows) {
      if (row.userId === null) continue; // the turn clock's
      findings.movesLogged++;
      const k = key(row.matchId, row.version, row.code, row.userId);
      logged.add(k);
      if (!sent.has(k)) findings.unexplainedMoves++;
    }
  }
  for (const c of moves) if (c.outcome === 'accepted' && !logged.has(key(c.matchId, c.version + 1, c.code, c.userId))) findings.lostMoves++;

  for (const live of matches) {
    const [match, players, actions] = await store.read(async (q) => [await getMatch(q, live.id), await getPlayers(q, live.id), await actionsOf(q, live.id)] as const);
    if (!match) continue;
    if (clicked.has(live.id) && actions.length > 0) {
      const replayed = JSON.parse(JSON.stringify(stateAfter(match, players.length, actions, actions.length))) as unknown;
      if (match.version !== actions.at(-1)?.version || !isDeepStrictEqual(replayed, match.state)) findings.halfApplied++;
    }
    if (match.status !== 'active') continue;
    const seat = games[match.game]?.toAct(match.state);
    const user = seat === null || seat === undefined ? undefined : live.users[seat];
    const hand = user && fake.latestDm(user);
    const current = hand && componentsOf(hand).some((c) => {
      const id = parseCustomId(c.customId);
      return !c.disabled && id?.version === match.version && !id.action.startsWith('!');
    });
    if (user && !current) findings.notConverged++;
  }
  return findings;
}
