/**
 * Computers at the table: the host seats them in the lobby; a computer's turn
 * is due after a short pause, claimed once (its deadline moves on by the
 * claim, so no other process takes it), and played in one transaction only
 * while the match is still where the decision was made. A server's turn time
 * (/settings) is for people; the computers keep their pause.
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { act } from '../../src/play/act.js';
import { claimComputerTurn, COMPUTER_CLAIM_MS, playComputerMove } from '../../src/play/computers.js';
import { playContext } from '../../src/play/context.js';
import { addComputer, joinLobby, openLobby, removeComputer, startMatch } from '../../src/play/lobby.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { setTurnSeconds } from '../../src/play/server-settings.js';
import { runDueTimers } from '../../src/play/timers.js';
import { storeOf } from '../support/temp-db.js';
import { testedDialect } from '../support/test-database.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());
const loners = games.loners!;

const match = async (id: string) => (await t.read((q) => getMatch(q, id)))!;
const players = (id: string) => t.read((q) => getPlayers(q, id));

/** u1 against a hard computer, started; the seed decides who begins. */
async function againstComputer(): Promise<string> {
  const lobby = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: {} });
  if (!lobby.ok) throw new Error(lobby.reason);
  const added = await addComputer(t.ctx, { matchId: lobby.match.id }, 'u1', 'hard');
  if (!added.ok) throw new Error(added.reason);
  const res = await startMatch(t.ctx, { matchId: lobby.match.id }, 'u1');
  if (!res.ok) throw new Error(res.reason);
  return res.match.id;
}

/** Plays people's moves until it is the computer's turn. */
async function untilComputersTurn(id: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const m = await match(id);
    const seat = loners.toAct(m.state) as number;
    const p = (await players(id))[seat]!;
    if (p.computer) return;
    const res = await act(t.ctx, { game: 'loners', matchId: id, userId: p.userId, version: m.version, code: loners.legalActions(m.state, seat).map(loners.encodeAction)[0]! });
    if (!res.ok) throw new Error(res.reason);
  }
  throw new Error('the computer never got a turn');
}

describe('computers in the lobby', () => {
  it('only the host seats or removes them, within the seats; people still join', async () => {
    t = await testPlay();
    const lobby = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: {} });
    if (!lobby.ok) throw new Error(lobby.reason);
    const id = lobby.match.id;
    expect(await removeComputer(t.ctx, { matchId: id }, 'u1')).toMatchObject({ ok: false, reason: 'no_computer' });
    expect(await addComputer(t.ctx, { matchId: id }, 'u2', 'easy')).toMatchObject({ ok: false, reason: 'not_host' });
    expect((await addComputer(t.ctx, { matchId: id }, 'u1', 'easy')).ok).toBe(true);
    expect((await joinLobby(t.ctx, { matchId: id }, 'u2')).ok).toBe(true);
    expect((await addComputer(t.ctx, { matchId: id }, 'u1', 'hard')).ok).toBe(true);
    expect((await players(id)).map((p) => [p.seat, p.userId, p.computer])).toEqual([
      [0, 'u1', null],
      [1, 'cpu1', 'easy'],
      [2, 'u2', null],
      [3, 'cpu2', 'hard'],
    ]);
    expect(await addComputer(t.ctx, { matchId: id }, 'u1', 'easy')).toMatchObject({ ok: false, reason: 'full' });
    expect(await removeComputer(t.ctx, { matchId: id }, 'u2')).toMatchObject({ ok: false, reason: 'not_host' });
    // The one that joined last goes; the others move up.
    expect((await removeComputer(t.ctx, { matchId: id }, 'u1')).ok).toBe(true);
    expect((await players(id)).map((p) => [p.seat, p.userId])).toEqual([
      [0, 'u1'],
      [1, 'cpu1'],
      [2, 'u2'],
    ]);
  });
});

describe("a computer's turn", () => {
  it('is due after its pause, whatever the server set for people, and is claimed once', async () => {
    t = await testPlay({ computerPauseMs: 1_000 });
    await t.read((q) => setTurnSeconds(q, 'g1', 'loners', 60));
    const id = await againstComputer();
    await untilComputersTurn(id);
    const m = await match(id);
    expect(m.turnDeadline).toBe(t.clock.now + 1_000);
    expect((await runDueTimers(t.ctx)).computers).toEqual([]);
    t.clock.now += 1_000;
    expect(await runDueTimers(t.ctx)).toEqual({ changed: [], computers: [id] });
    const turn = await claimComputerTurn(t.ctx, id);
    expect(turn).toMatchObject({ matchId: id, version: m.version, level: 'hard', seat: loners.toAct(m.state) });
    // Claimed: nobody else takes it, and the timers leave it alone for the claim's length.
    expect(await claimComputerTurn(t.ctx, id)).toBeNull();
    expect((await match(id)).turnDeadline).toBe(t.clock.now + COMPUTER_CLAIM_MS);
    expect((await runDueTimers(t.ctx)).computers).toEqual([]);
    expect((await players(id))[turn!.seat]!.timeoutsInRow).toBe(0);
  });

  it('is played once, only while the match is where the decision was made; an illegal decision gives way to the safe move', async () => {
    t = await testPlay({ computerPauseMs: 0 });
    const id = await againstComputer();
    await untilComputersTurn(id);
    const turn = (await claimComputerTurn(t.ctx, id))!;
    expect(await playComputerMove(t.ctx, turn, 'not-a-move')).toBe(true);
    expect(await playComputerMove(t.ctx, turn, 'not-a-move')).toBe(false); // the match moved on
    const log = await t.read(({ db, t: { matchActions } }) => db.select().from(matchActions).where(eq(matchActions.matchId, id)).orderBy(asc(matchActions.version)));
    const safe = loners.encodeAction(loners.timeoutAction!(turn.state, turn.seat)!);
    expect(log.at(-1)).toMatchObject({ version: turn.version + 1, seat: turn.seat, userId: 'cpu1', code: safe, kind: 'move' });
    expect((await match(id)).version).toBe(turn.version + 1);
  });

  it.skipIf(testedDialect() !== 'postgres')('is claimed by one process when two tick at once', async () => {
    t = await testPlay({ computerPauseMs: 0 });
    const id = await againstComputer();
    await untilComputersTurn(id);
    const otherStore = await storeOf(t.database);
    try {
      const other = await playContext(otherStore, { now: t.ctx.now, computerPauseMs: 0 });
      const claims = await Promise.all([claimComputerTurn(t.ctx, id), claimComputerTurn(other, id), claimComputerTurn(other, id)]);
      expect(claims.filter((c) => c !== null)).toHaveLength(1);
      const turn = claims.find((c) => c !== null)!;
      const code = loners.encodeAction(loners.legalActions(turn.state, turn.seat)[0]!);
      const played = await Promise.all([playComputerMove(t.ctx, turn, code), playComputerMove(other, turn, code)]);
      expect(played.sort()).toEqual([false, true]);
      expect((await match(id)).version).toBe(turn.version + 1);
    } finally {
      await otherStore.close();
    }
  });
});
