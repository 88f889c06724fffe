/**
 * What the scale test verifies once the clicks have stopped, from the
 * database and the fake Discord: every accepted move is in its match's log;
 * every logged move is explained by one click (no double application); each
 * match's state is its log replayed (nothing half-applied); the deliveries
 * drained; and every player to act holds a hand for the match as it is now
 * (the table converged on the database).
 */
import { isDeepStrictEqual } from 'node:util';
import { asc, count, inArray, isNotNull } from 'drizzle-orm';
import { games } from '../../src/games/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import type { Match } from '../../src/db/schema/sqlite.js';
import { stateAfter } from '../../src/play/replay.js';
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
  for (let i = 0; i < matches.length; i += 500) {
    const batch = matches.slice(i, i + 500);
    const ids = batch.map((m) => m.id);
    const [rows, logs] = await store.read(async (q) => [
      await q.db.select().from(q.t.matches).where(inArray(q.t.matches.id, ids)),
      await q.db.select().from(q.t.matchActions).where(inArray(q.t.matchActions.matchId, ids)).orderBy(asc(q.t.matchActions.version)),
    ] as const);
    const actionsOf = new Map<string, typeof logs>();
    for (const row of logs) {
      const list = actionsOf.get(row.matchId);
      if (list) list.push(row);
      else actionsOf.set(row.matchId, [row]);
      if (row.userId === null) continue; // the turn clock's
      findings.movesLogged++;
      const k = key(row.matchId, row.version, row.code, row.userId);
      logged.add(k);
      if (!sent.has(k)) findings.unexplainedMoves++;
    }
    const rowOf = new Map(rows.map((m) => [m.id, m]));
    for (const live of batch) {
      const match = rowOf.get(live.id);
      if (!match) continue;
      const actions = actionsOf.get(live.id) ?? [];
      if (clicked.has(live.id) && actions.length > 0) {
        const replayed = JSON.parse(JSON.stringify(stateAfter(match, live.users.length, actions, actions.length))) as unknown;
        if (match.version !== actions.at(-1)?.version || !isDeepStrictEqual(replayed, match.state)) findings.halfApplied++;
      }
      if (match.status === 'active' && !holdsCurrentHand(fake, live, match)) findings.notConverged++;
    }
  }
  for (const c of moves) if (c.outcome === 'accepted' && !logged.has(key(c.matchId, c.version + 1, c.code, c.userId))) findings.lostMoves++;
  return findings;
}

/** Whether the player to act (if a person) has a DM with a control for the match's current version. */
function holdsCurrentHand(fake: FakeDiscord, live: LiveMatch, match: Match): boolean {
  const seat = games[match.game]?.toAct(match.state);
  const user = seat === null || seat === undefined ? undefined : live.users[seat];
  if (!user) return true;
  const hand = fake.latestDm(user);
  return Boolean(hand && componentsOf(hand).some((c) => {
    const id = parseCustomId(c.customId);
    return !c.disabled && id?.version === match.version && !id.action.startsWith('!');
  }));
}
