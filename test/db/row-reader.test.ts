import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { matches, matchPlayers } from '../../src/db/schema/sqlite.js';
import { getMatch, getPlayers, insertMatch, rememberState, updateMatch, updatePlayer } from '../../src/play/store.js';
import { useTempDatabase } from '../support/temp-db.js';

let database: DatabaseHandle;
useTempDatabase('row-reader', (d) => (database = d));

function aMatch() {
  const { db } = database;
  const match = insertMatch(db, { game: 'loners', guildId: 'g', channelId: 'c', hostUserId: 'u0', seed: 's', createdAt: 1, status: 'active', state: { deck: [3, 1, 2], nested: { ok: true } } });
  db.insert(matchPlayers).values({ matchId: match.id, seat: 1, userId: 'u1', joinedAt: 2 }).run();
  updatePlayer(db, match.id, 1, { forfeited: true, dmClosed: true, computer: 'hard' });
  return match;
}

describe('the click path reads (row readers) return what drizzle returns', () => {
  it('a match: every column, booleans and JSON decoded', () => {
    const { db } = database;
    const match = aMatch();
    updateMatch(db, match.id, { turnWarned: true, turnDeadline: 123 });
    const viaDrizzle = db.select().from(matches).where(eq(matches.id, match.id)).get();
    expect(getMatch(db, match.id)).toEqual(viaDrizzle);
    expect(getMatch(db, 'nope')).toBeUndefined();
  });

  it('the players, in seat order, with their flags', () => {
    const { db } = database;
    const match = aMatch();
    const viaDrizzle = db.select().from(matchPlayers).where(eq(matchPlayers.matchId, match.id)).orderBy(asc(matchPlayers.seat)).all();
    const players = getPlayers(db, match.id);
    expect(players).toEqual(viaDrizzle);
    expect(players.map((p) => [p.seat, p.forfeited, p.dmClosed, p.computer])).toEqual([
      [0, false, false, null],
      [1, true, true, 'hard'],
    ]);
  });

  it('a remembered state is used only at its version', () => {
    const { db } = database;
    const match = aMatch();
    const current = getMatch(db, match.id);
    if (!current) throw new Error('no match');
    rememberState(db, { id: match.id, version: current.version + 1, state: { made: 'up' } });
    // The database is still at the old version: the remembered state is not used.
    expect(getMatch(db, match.id)?.state).toEqual({ deck: [3, 1, 2], nested: { ok: true } });
    updateMatch(db, match.id, { version: current.version + 1, state: { saved: true } });
    rememberState(db, { id: match.id, version: current.version + 1, state: { saved: true } });
    expect(getMatch(db, match.id)?.state).toEqual({ saved: true });
  });
});
