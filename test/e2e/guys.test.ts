/**
 * Good Guy, Bad Guy, Not So Smart Guy on the fake Discord, played by DM
 * clicks only: full games with 2 and 6 players to a win, a game to the
 * 60-round limit that ends in a shared win, the Not So Smart Guy's card that
 * reaches only the thief and the victim (who is told by a new DM), and a
 * restart mid-game after which old buttons still work.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { guys, type GuysAction, type GuysState } from '../../src/games/guys/index.js';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertWithinDiscordLimits } from '../support/discord-limits.js';
import { clickCode, idAction, leaveMatch, makeRand, playMatchByDm, startMatch, turnOf, moveControls } from '../support/game-driver.js';
import { deckFrom } from '../games/guys/helpers.js';

let h: Harness | undefined;
/** A message's controls other than the platform's own buttons (📖 How to play, Show my hand, ...). */
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Every payload the bot sent (messages, edits, interaction answers) with who could read it. */
function payloads(harness: Harness, from = 0) {
  return harness.fake.requests.slice(from).flatMap((r) => {
    const raw = r.body as { data?: unknown } | undefined;
    const audience = r.target.audience;
    if (!audience || !raw || typeof raw !== 'object') return [];
    return [{ audience, payload: (raw.data ?? raw) as { content?: string; embeds?: unknown[]; components?: unknown[] } }];
  });
}

function expectWithinLimits(harness: Harness): number {
  const all = payloads(harness);
  for (const { payload } of all) assertWithinDiscordLimits(payload as never);
  return all.length;
}

const matchOf = async (harness: Harness, matchId: string) => (await harness.read((q) => getMatch(q, matchId)))!;
const state = async (harness: Harness, matchId: string) => (await matchOf(harness, matchId)).state as GuysState;

describe('a full Guys game by DM clicks', () => {
  it.each([2, 6])('%i players: lobby, DM hands, live board, a winner with five in a row, leaderboard', async (players) => {
    h = await startHarness({ players, seeds: [`guys-full-${players}`] });
    const matchId = await startMatch(h, 'guys', h.users);
    const first = await turnOf(h, matchId);
    for (const user of h.users) {
      const dm = h.fake.latestDm(user);
      expect(dm, `DM for ${user.username}`).toBeDefined();
      // Move controls for the player to act only; every hand has "📖 How to play".
      expect(moveControls(dm!).length > 0).toBe(user.id === first.user?.id);
    }
    // Players who place whenever they can (else anything): a race to five.
    const moves = await playMatchByDm(h, matchId, makeRand(players), 2000, ['p']);
    const end = await turnOf(h, matchId);
    expect(end.match.status).toBe('finished');
    expect(moves).toBeGreaterThan(5);
    const s = end.match.state as GuysState;
    expect(s.result?.reason).toBe('five');
    const [winnerSeat] = s.result!.winners;
    expect(s.tables[winnerSeat!]).toHaveLength(5);
    const winner = end.players[winnerSeat!]!.userId;
    const board = h.fake.message(end.match.boardMessageId!)!;
    expect(board.content).toBe(`🏆 <@${winner}> wins the game!`);
    expect(h.fake.messages(h.channel.id).some((m) => m.content === `🏆 <@${winner}> won the game!`)).toBe(true);
    expect(JSON.stringify(board.embeds)).toContain('has five in a row and wins!');
    // Only "Play again" is left on the board.
    expect(componentsOf(board).map((c) => idAction(c.customId))).toEqual(['!again']);
    for (const user of h.users) expect(moveControls(h.fake.latestDm(user)!)).toEqual([]);
    // Every payload of the game, the 6-player board included, within Discord's limits.
    expect(expectWithinLimits(h)).toBeGreaterThan(moves);
    const lb = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'guys', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain(`<@${winner}>`);
  });
});

/** Never builds a table (draw, else discard, else an ability that takes nothing, else anything but a Good Guy): no one gets five. */
function patient(s: GuysState, seat: number): GuysAction {
  const legal = guys.legalActions(s, seat);
  return (
    legal.find((a) => a.type === 'draw') ??
    legal.find((a) => a.type === 'discard') ??
    legal.find((a) => (a.type === 'badguy' || a.type === 'nssg' ? a.pick === null : a.type === 'jerk' && (s.tables[a.target]?.length ?? 0) === 0)) ??
    legal.find((a) => a.type === 'nssg') ??
    legal.find((a) => !(a.type === 'place')) ??
    (legal[0] as GuysAction)
  );
}

describe('the 60-round limit', () => {
  it('ends a game nobody wins outright with a shared win, announced and recorded for both', async () => {
    const seed = 'guys-limit';
    // A deal under which two patient players reach the limit with equal tables (found with the engine itself).
    let deck: GuysState['draw'] = [];
    for (let i = 0; i < 50 && deck.length === 0; i++) {
      const dealt = guys.setup({ players: 2, seed: `${seed}-deal-${i}` });
      const candidate = [...dealt.hands.flat(), ...dealt.draw];
      let s = guys.setup({ players: 2, seed, options: { deck: candidate, firstSeat: 0 } });
      while (s.toAct !== null) s = (guys.apply(s, s.toAct, patient(s, s.toAct)) as { state: GuysState }).state;
      if (s.result?.reason === 'limit' && s.result.winners.length === 2) deck = candidate;
    }
    expect(deck).toHaveLength(58);
    h = await startHarness({ players: 2, seeds: [seed] });
    const matchId = await startMatch(h, 'guys', h.users, {}, { deck, firstSeat: 0 });
    let clicks = 0;
    let moves = 0;
    for (let turn = await turnOf(h, matchId); turn.user; turn = await turnOf(h, matchId)) {
      const s = await state(h, matchId);
      clicks += await clickCode(h, turn.user, h.fake.latestDm(turn.user)!, guys.encodeAction(patient(s, turn.seat!)));
      moves++;
      await h.settle();
    }
    const s = await state(h, matchId);
    expect(s.result).toMatchObject({ reason: 'limit', winners: [0, 1] });
    expect(s.round).toBe(60);
    expect(moves).toBe(120);
    expect(clicks).toBeLessThanOrEqual(moves * 3);
    const board = h.fake.message((await matchOf(h, matchId)).boardMessageId!)!;
    expect(board.content).toBe(`🏆 <@${h.users[0]!.id}> <@${h.users[1]!.id}> share the win!`);
    expect(JSON.stringify(board.embeds)).toContain('After 60 rounds nobody had five in a row');
    const lb = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'guys', subcommand: 'leaderboard' });
    for (const user of h.users) expect(JSON.stringify(lb.data)).toContain(`<@${user.id}>`);
  });
});

describe('a Not So Smart Guy', () => {
  it("shows the card taken to the thief and the victim only, and tells the victim by a new DM", async () => {
    h = await startHarness({ players: 3, seeds: ['guys-nssg'] });
    const [ann, ben, cleo] = h.users as [FakeUser, FakeUser, FakeUser];
    // Ann (seat 0) ends up holding only Jerks, which Ben (seat 1) then picks from; Cleo (seat 2) watches.
    const deck = deckFrom([['jerk', 'jerk', 'jerk', 3, 4], ['nssg', 1, 1, 1, 1], [5, 6, 7, 8, 9]], [2, 2, 2, 2]);
    const matchId = await startMatch(h, 'guys', h.users, {}, { deck, firstSeat: 0 });
    const play = async (user: FakeUser, code: string) => {
      await clickCode(h!, user, h!.fake.latestDm(user)!, code);
      await h!.settle();
    };
    await play(ann, 'p3'); // Ann places 3
    await play(ben, 'd1');
    await play(cleo, 'd0');
    await play(ann, 'p3'); // Ann places 4: only Jerks left in her hand
    const annDms = h.fake.dms(ann).length;
    const before = h.fake.requests.length;
    await play(ben, 'n0.0.1');
    expect((await state(h, matchId)).hands[1]).toContain('jerk');
    // The victim gets a NEW message (a notification) that says what happened.
    expect(h.fake.dms(ann).length).toBe(annDms + 1);
    expect(h.fake.latestDm(ann)!.content).toBe('**Player 2** took your Jerk with a Not So Smart Guy.');
    // The thief's answer names the card; the board and Cleo learn only that a card was taken.
    const sent = payloads(h, before);
    const toBen = sent.filter((p) => p.audience.kind === 'user' && p.audience.userId === ben.id);
    expect(JSON.stringify(toBen)).toContain("Your Not So Smart Guy took Player 1's Jerk (card 2).");
    const board = h.fake.message((await matchOf(h, matchId)).boardMessageId!)!;
    expect(JSON.stringify(board.embeds)).toContain("**Player 2** took a hidden card from Player 1's hand with a Not So Smart Guy (card 2).");
    await play(cleo, 'p0');
    for (const { audience, payload } of payloads(h)) {
      const thirdParty = audience.kind === 'channel' || (audience.kind === 'user' && audience.userId === cleo.id);
      if (thirdParty) expect(JSON.stringify(payload), JSON.stringify(audience)).not.toContain('Jerk');
    }
  });
});

describe('a restart mid-game', () => {
  it('continues from the database: the waiting hand and the board catch up, old buttons still work or are refused', async () => {
    h = await startHarness({ players: 3, seeds: ['guys-restart'] });
    const matchId = await startMatch(h, 'guys', h.users);
    const rand = makeRand(3);
    await playMatchByDm(h, matchId, rand, 4, ['p']);
    const turn = await turnOf(h, matchId);
    const oldHand = h.fake.latestDm(turn.user!)! as StoredMessage;
    const staleMenu = componentsOf(oldHand).find((c) => c.values.length === 0 && c.customId.includes(':~'));
    await h.stopBot();
    await h.restartBot();
    await h.settle();
    // The hand sent before the restart plays the next move.
    const code = guys.encodeAction(patient(await state(h, matchId), turn.seat!));
    await clickCode(h, turn.user!, oldHand, code);
    await h.settle();
    expect((await matchOf(h, matchId)).version).toBe(turn.match.version + 1);
    // A button of that message from before the move is now out of date: refused, nothing applied.
    if (staleMenu) {
      const answer = await h.fake.clickButton({ user: turn.user!, message: oldHand, customId: staleMenu.customId, unchecked: true });
      expect(answer.ephemeral).toBe(true);
      expect((await matchOf(h, matchId)).version).toBe(turn.match.version + 1);
    }
    const next = await turnOf(h, matchId);
    expect(componentsOf(h.fake.latestDm(next.user!)!).length).toBeGreaterThan(0);
    await playMatchByDm(h, matchId, rand, 2000, ['p']);
    expect((await matchOf(h, matchId)).status).toBe('finished');
  });
});

describe('absent players', () => {
  it('the clock plays the safe move (a draw) for a sleeper, and a player who leaves is skipped; the last one standing wins', async () => {
    h = await startHarness({ players: 3, seeds: ['guys-clock'], env: { TURN_TIMEOUT_SECONDS: '60' } });
    const [ann, ben, cleo] = h.users as [FakeUser, FakeUser, FakeUser];
    const deck = deckFrom([[1, 2, 3, 4, 5], ['bg', 6, 7, 8, 9], [10, 10, 10, 'gg', 'gg']]);
    const matchId = await startMatch(h, 'guys', h.users, {}, { deck, firstSeat: 0 });
    await clickCode(h, ann, h.fake.latestDm(ann)!, 'p0'); // Ann places 1: four cards left, so drawing is open to her
    await h.settle();
    await clickCode(h, ben, h.fake.latestDm(ben)!, 'p1');
    await h.settle();
    await clickCode(h, cleo, h.fake.latestDm(cleo)!, 'p0');
    await h.settle();
    const turn = await turnOf(h, matchId);
    expect(turn.user?.id).toBe(ann.id);
    h.clock.now = turn.match.turnDeadline! + 1;
    await h.bot.tick();
    await h.settle();
    const after = await state(h, matchId);
    expect(after.lastAction).toMatchObject({ seat: 0, type: 'draw' });
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`⌛ <@${ann.id}> ran out of time (1/3)`))).toBe(true);
    expect(await leaveMatch(h, 'guys', ben)).toMatch(/You left the match/);
    expect((await state(h, matchId)).active).toEqual([true, false, true]);
    expect(JSON.stringify(h.fake.message((await matchOf(h, matchId)).boardMessageId!)!.embeds)).toContain('left the game');
    expect((await turnOf(h, matchId)).user?.id).toBe(cleo.id);
    await leaveMatch(h, 'guys', cleo);
    const end = await state(h, matchId);
    expect(end.result).toMatchObject({ reason: 'forfeit', winners: [0] });
    expect(h.fake.message((await matchOf(h, matchId)).boardMessageId!)!.content).toBe(`🏆 <@${ann.id}> wins the game!`);
  });
});
