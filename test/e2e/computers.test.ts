/**
 * Computer players through the fake Discord: the host seats them from the
 * lobby, people click their DMs, computers answer on their own (in worker
 * threads), the match ends, and results and leaderboards treat computers as
 * computers. Also: a restart while a computer is to move, and a decision that
 * fails (a crashed worker) falling back to the safe move.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { componentsOf, type FakeUser } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction, makeRand, playMatchByDm, startWithComputers, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;

const matchOf = async (h: Harness, matchId: string) => (await h.read((q) => getMatch(q, matchId)))!;
const playersOf = (h: Harness, matchId: string) => h.read((q) => getPlayers(q, matchId));
const resultsOf = (h: Harness, matchId: string) => h.read((q) => q.db.select().from(q.t.matchResults).where(eq(q.t.matchResults.matchId, matchId)));
const statsRows = (h: Harness) => h.read((q) => q.db.select().from(q.t.playerStats));
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a table of one person and computers', () => {
  it.each([
    ['guys', ['easy', 'hard'], ['p']],
    ['loners', ['hard'], ['f', 's', 'p']],
    ['lone-wolves', ['hard'], []],
  ] as const)('%s: the lobby seats computers, they answer every turn, the match ends, only people are ranked', async (game, levels, prefer) => {
    h = await startHarness({ players: 1, seeds: [`cpu-${game}`] });
    const host = h.users[0] as FakeUser;
    const matchId = await startWithComputers(h, game, host, [...levels]);
    const players = await playersOf(h, matchId);
    expect(players.map((p) => p.computer)).toEqual([null, ...levels]);
    const board = async () => h!.fake.message((await matchOf(h!, matchId)).boardMessageId!)!;
    expect(JSON.stringify((await board()).embeds)).toContain(`🤖 Computer 1 (${levels[0]})`);
    // Only the person gets DMs; the computers' turns pass without anyone clicking for them.
    const moves = await playMatchByDm(h, matchId, makeRand(9), 3000, [...prefer]);
    const end = await turnOf(h, matchId);
    expect(end.match.status).toBe('finished');
    expect(moves).toBeGreaterThan(0);
    expect(h.fake.requests.filter((r) => r.target.audience?.kind === 'user' && r.target.audience.userId.startsWith('cpu'))).toEqual([]);
    const results = await resultsOf(h, matchId);
    expect(results.map((r) => r.userId).sort()).toEqual([host.id, ...players.slice(1).map((p) => p.userId)].sort());
    // Computers are never rated: the leaderboard knows only the person, whose rating did not move against them.
    const stats = await statsRows(h);
    expect(stats.map((s) => s.userId)).toEqual([host.id]);
    expect(stats[0]!.matches).toBe(1);
    const lb = await h.fake.slashCommand({ user: host, channelId: h.channel.id, name: game, subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).not.toContain('cpu');
  });
});

describe('the lobby', () => {
  it('only the host seats or removes computers; they count toward the seats', async () => {
    h = await startHarness({ players: 2, seeds: ['cpu-lobby'] });
    const [host, guest] = h.users as [FakeUser, FakeUser];
    const answer = await h.fake.slashCommand({ user: host, channelId: h.channel.id, name: 'guys', subcommand: 'start' });
    let lobby = answer.message()!;
    const button = (action: string) => componentsOf(lobby).find((c) => idAction(c.customId) === action)!.customId;
    const byGuest = await h.fake.clickButton({ user: guest, message: lobby, customId: button('!cpu-hard') });
    expect(byGuest.ephemeral).toBe(true);
    expect(byGuest.content).toMatch(/Only the host/);
    for (let i = 0; i < 5; i++) {
      await h.fake.clickButton({ user: host, message: lobby, customId: button('!cpu-easy') });
      lobby = h.fake.message(lobby.id)!;
    }
    expect(JSON.stringify(lobby.embeds)).toContain('🤖 Computer 5 (easy)');
    const full = await h.fake.clickButton({ user: guest, message: lobby, customId: button('!join'), unchecked: true });
    expect(full.content).toMatch(/full/);
    await h.fake.clickButton({ user: host, message: lobby, customId: button('!cpu-remove') });
    lobby = h.fake.message(lobby.id)!;
    expect(JSON.stringify(lobby.embeds)).not.toContain('Computer 5');
    await h.fake.clickButton({ user: guest, message: lobby, customId: button('!join') });
    lobby = h.fake.message(lobby.id)!;
    const matchId = parseCustomId(button('!start'))!.matchId;
    expect((await playersOf(h, matchId)).map((p) => p.computer)).toEqual([null, 'easy', 'easy', 'easy', 'easy', null]);
  });
});

describe('when things go wrong', () => {
  it('a restart while a computer is to move: the new process plays its turn', async () => {
    h = await startHarness({ players: 1, seeds: ['cpu-restart'], computerPauseMs: 60_000 });
    const host = h.users[0] as FakeUser;
    const matchId = await startWithComputers(h, 'guys', host, ['easy']);
    let turn = await turnOf(h, matchId);
    if (turn.user) {
      await playMatchByDm(h, matchId, makeRand(1), 1, ['p']);
      turn = await turnOf(h, matchId);
    }
    expect(turn.seat).toBe(1); // the computer, waiting out its pause
    await h.stopBot();
    await h.restartBot();
    h.clock.now = turn.match.turnDeadline! + 1;
    await h.bot.tick();
    await h.settle();
    const after = await matchOf(h, matchId);
    expect(after.version).toBe(turn.match.version + 1);
    expect((await turnOf(h, matchId)).user?.id).toBe(host.id);
  });

  it('a decision that fails (the worker crashed) gives way to the safe move', async () => {
    const failing = { think: () => Promise.reject(new Error('worker crashed')).catch(() => null), playSolo: async () => null, close: async () => undefined };
    h = await startHarness({ players: 1, seeds: ['cpu-crash'], thinker: failing });
    const host = h.users[0] as FakeUser;
    const matchId = await startWithComputers(h, 'guys', host, ['hard']);
    await playMatchByDm(h, matchId, makeRand(2), 6, ['p']);
    const log = await matchOf(h, matchId);
    expect(log.status).toBe('active');
    // The computer kept playing: the safe move (a draw while it can) every time.
    const state = log.state as { recent: { seat: number; type: string }[] };
    const computerMoves = state.recent.filter((a) => a.seat === 1);
    expect(computerMoves.length).toBeGreaterThan(0);
    for (const a of computerMoves) expect(['draw', 'discard']).toContain(a.type);
  });
});

describe('a computer takes over', () => {
  it('for a player who runs out of time too often, when the match was started that way; the others finish, the absent player loses', async () => {
    h = await startHarness({ players: 2, seeds: ['cpu-takeover'], env: { TURN_TIMEOUT_SECONDS: '60' } });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const answer = await h.fake.slashCommand({ user: ann, channelId: h.channel.id, name: 'guys', subcommand: 'start', options: { takeover: true } });
    let lobby = answer.message()!;
    expect(answer.content ?? '').toBe('');
    expect(JSON.stringify(lobby.embeds)).toContain('replaced by a computer');
    const button = (action: string) => componentsOf(lobby).find((c) => idAction(c.customId) === action)!.customId;
    await h.fake.clickButton({ user: ben, message: lobby, customId: button('!join') });
    lobby = h.fake.message(lobby.id)!;
    const matchId = parseCustomId(button('!start'))!.matchId;
    await h.fake.clickButton({ user: ann, message: lobby, customId: button('!start') });
    await h.settle();
    const rand = makeRand(4);
    for (let guard = 0; guard < 20; guard++) {
      const turn = await turnOf(h, matchId);
      if ((await playersOf(h, matchId))[1]!.computer) break;
      if (turn.user?.id === ben.id) {
        h.clock.now = turn.match.turnDeadline! + 1;
        await h.bot.tick();
      } else await playMatchByDm(h, matchId, rand, 1, ['p']);
      await h.settle();
    }
    const seat = (await playersOf(h, matchId))[1]!;
    expect(seat).toMatchObject({ userId: ben.id, computer: 'hard', forfeited: true });
    expect(h.fake.messages(h.channel.id).some((m) => m.content === `🤖 <@${ben.id}> ran out of time too often and left the match; a computer plays on for them.`)).toBe(true);
    expect(JSON.stringify(h.fake.message((await matchOf(h, matchId)).boardMessageId!)!.embeds)).toContain('🤖 for Player 2');
    await playMatchByDm(h, matchId, rand, 3000, ['p']);
    expect((await matchOf(h, matchId)).status).toBe('finished');
    const results = await resultsOf(h, matchId);
    expect(results.find((r) => r.userId === ben.id)?.won).toBe(false);
    // Ben's stats count the match as lost; no computer appears anywhere in them.
    expect((await statsRows(h)).map((s) => s.userId).sort()).toEqual([ann.id, ben.id].sort());
  });
});
