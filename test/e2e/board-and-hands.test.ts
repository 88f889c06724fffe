/** The board and the hand DMs: who gets a new message, what is edited, coalescing, old boards, big hands. */
import { afterEach, describe, expect, it } from 'vitest';
import type { LonersCard, LonersState } from '../../src/games/loners/types.js';
import { buildCommands } from '../../commands/index.js';
import { getMatch, updateMatch } from '../../src/play/matches.js';
import { componentsOf, startFakeDiscord, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertWithinDiscordLimits } from '../support/discord-limits.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { clickOneMove, idAction, makeRand, moveControls, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
/** Off only where a test writes a state by hand, which replaying the log cannot rebuild. */
let checkLeaks = true;
afterEach(async () => {
  if (h && checkLeaks) await assertNoLeaks(h);
  checkLeaks = true;
  await h?.close();
  h = undefined;
});

/** Waits until the player to act has a hand DM with live buttons at the current version. */
async function liveHand(h: Harness, matchId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const turn = await turnOf(h, matchId);
    const dm = turn.user ? h.fake.latestDm(turn.user) : undefined;
    if (!turn.user || (dm && componentsOf(dm).some((c) => c.customId.includes(`:${turn.match.version}:`)))) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no live hand');
}

const dmsOf = (h: Harness, userIndex: number) => h.fake.messages(h.fake.dmChannel(h.users[userIndex]!).id);

describe('hand DMs', () => {
  it('the player whose turn starts gets a NEW message; the clicked one keeps no controls; waiting hands are not touched', async () => {
    h = await startHarness({ players: 3, seeds: ['dms'] });
    const matchId = await startLonersMatch(h, h.users);
    const rand = makeRand(21);
    for (let move = 0; move < 6; move++) {
      const turn = await turnOf(h, matchId);
      const before = h.users.map((_, i) => dmsOf(h!, i).length);
      const editsBefore = h.users.map((_, i) => dmsOf(h!, i).at(-1)!.history.length);
      await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, rand, ['r', 'f']);
      await h.settle();
      const next = await turnOf(h, matchId);
      h.users.forEach((user, i) => {
        const dms = dmsOf(h!, i);
        const gotNew = user.id === next.user!.id && next.user!.id !== turn.user!.id;
        expect(dms.length, `${user.username} after move ${move}`).toBe(before[i]! + (gotNew ? 1 : 0));
        // Only the newest hand message of the player to act is live: the click's answer made the older one a record.
        dms.slice(0, -1).forEach((m) => expect(moveControls(m)).toEqual([]));
        // A waiting player's cards did not change, so their message was not edited.
        if (user.id !== turn.user!.id && !gotNew) expect(dms.at(-1)!.history.length, `edits of ${user.username}'s hand`).toBe(editsBefore[i]);
        const moves = moveControls(dms.at(-1)!);
        expect(moves.length > 0).toBe(user.id === next.user!.id);
        const last = dms.at(-1)!;
        if (user.id === turn.user!.id && !gotNew) expect(last.embeds, 'the clicked turn DM became a record').toEqual([]);
        if (last.embeds.length === 0) {
          // A record of the player's last move: one line, no picture, no control.
          expect(componentsOf(last)).toEqual([]);
          expect(last.content).toMatch(/^You /);
        } else expect(JSON.stringify(last.embeds)).toContain('Your hand');
      });
    }
  });

  it('a hand message the player deleted is sent again when their hand next changes', async () => {
    h = await startHarness({ players: 3, seeds: ['deleted-dm'] });
    const matchId = await startLonersMatch(h, h.users);
    const turn = await turnOf(h, matchId);
    // Two seats on: still waiting after this move, so their hand would be edited, not re-posted for a new turn.
    const waitingSeat = (turn.seat! + 2) % 3;
    const waiting = h.users.find((u) => u.id === turn.players[waitingSeat]!.userId)!;
    const gone = h.fake.latestDm(waiting)!;
    await fetch(`${h.fake.apiUrl}/v10/channels/${gone.channelId}/messages/${gone.id}`, { method: 'DELETE', headers: { Authorization: `Bot ${h.fake.token}` } });
    expect(h.fake.message(gone.id)!.deleted).toBe(true);
    // Their cards change (written by hand: in play a waiting hand changes at a new deal or a timeout).
    checkLeaks = false;
    const state = structuredClone(turn.match.state) as LonersState;
    state.hands[waitingSeat] = state.hands[waitingSeat]!.slice(1);
    await h.store.transaction((q) => updateMatch(q, matchId, { state, version: turn.match.version + 1 }, h!.clock.now));
    h.bot.delivery.kick([matchId]);
    await h.settle();
    const fresh = h.fake.latestDm(waiting)!;
    expect(fresh.id).not.toBe(gone.id);
    expect(JSON.stringify(fresh.embeds)).toContain(`Your hand: ${state.hands[waitingSeat]!.length} cards`);
  });

  it('a 30-card hand stays within Discord limits and every retreat place, even past 25, is reachable', async () => {
    h = await startHarness({ players: 2, seeds: ['big-hand'] });
    const matchId = await startLonersMatch(h, h.users);
    // Real deals top out below 20 cards; the platform must not care: give the player to act 30.
    checkLeaks = false;
    const turn = await turnOf(h, matchId);
    const state = structuredClone(turn.match.state) as LonersState;
    const big: LonersCard[] = Array.from({ length: 30 }, (_, i) => (i % 9 === 8 ? 'guard' : (i % 7) + 1));
    state.hands[turn.seat!] = big;
    await h.store.transaction((q) => updateMatch(q, matchId, { state, version: turn.match.version + 1, turnStartedVersion: turn.match.version + 1 }, h!.clock.now));
    h.bot.delivery.kick([matchId]);
    await h.settle();
    // First a move to give the Street a crew, so that retreating is allowed.
    const lead = h.fake.latestDm(turn.user!)!;
    assertWithinDiscordLimits(lead as never);
    await clickOneMove(h, turn.user!, lead, makeRand(2), ['f']);
    await h.settle();
    const other = await turnOf(h, matchId);
    await clickOneMove(h, other.user!, h.fake.latestDm(other.user!)!, makeRand(3), ['f', 's']);
    await h.settle();
    const back = await turnOf(h, matchId);
    expect(back.user!.id).toBe(turn.user!.id);
    let message: StoredMessage = h.fake.latestDm(back.user!)!;
    const handSize = (back.match.state as LonersState).hands[back.seat!]!.length;
    expect(handSize).toBeGreaterThanOrEqual(26);
    // Retreat: choose the Loner, then a place past 25 from the second place menu.
    const retreat = componentsOf(message).find((c) => idAction(c.customId) === '~r')!;
    let answer = await h.fake.clickButton({ user: back.user!, message, customId: retreat.customId });
    message = answer.message()!;
    assertWithinDiscordLimits(message as never);
    const lonerMenu = componentsOf(message).find((c) => c.values.length > 0);
    if (lonerMenu) {
      answer = await h.fake.selectMenu({ user: back.user!, message, customId: lonerMenu.customId, values: [lonerMenu.values[0]!] });
      message = answer.message()!;
    }
    assertWithinDiscordLimits(message as never);
    const places = componentsOf(message).filter((c) => c.values.some((v) => /^r\d+\.\d+$/.test(v)));
    expect(places.length).toBeGreaterThan(1);
    const last = places.at(-1)!;
    const code = last.values.at(-1)!;
    const at = Number(code.split('.')[1]);
    expect(at).toBe(handSize);
    await h.fake.selectMenu({ user: back.user!, message, customId: last.customId, values: [code] });
    await h.settle();
    const after = (await h.read((q) => getMatch(q, matchId)))!.state as LonersState;
    expect(after.hands[back.seat!]).toHaveLength(handSize + 1);
  });
});

describe('the board', () => {
  it('is one message edited in place, coalesced to about one edit per interval', async () => {
    h = await startHarness({ players: 2, seeds: ['coalesce'], boardIntervalMs: 1000 });
    const matchId = await startLonersMatch(h, h.users);
    const boardId = (await h.read((q) => getMatch(q, matchId)))!.boardMessageId!;
    const edits = () => h!.fake.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/messages/${boardId}`)).length;
    const start = edits();
    const rand = makeRand(8);
    // Board spacing runs on the play clock: six moves 300 ms apart.
    const t0 = h.clock.now;
    for (let i = 0; i < 6; i++) {
      const turn = await turnOf(h, matchId);
      await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, rand, ['r', 'f']);
      await h.settle();
      await liveHand(h, matchId); // hands are delivered; the board may still wait for its slot
      h.clock.now += 300;
    }
    const elapsed = h.clock.now - t0;
    // The last edit's slot comes.
    h.clock.now += 1000;
    await h.settle();
    const made = edits() - start;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
    expect(made).toBeLessThan(6);
    const board = h.fake.message(boardId)!;
    expect(board.content).toContain(`<@${(await turnOf(h, matchId)).user!.id}>`);
    expect(componentsOf(board).map((c) => idAction(c.customId))).toEqual(['!hand']);
  });

  it('is posted anew when older than an hour, and the old one is removed', async () => {
    h = await startHarness({ players: 2, seeds: ['old-board'] });
    const matchId = await startLonersMatch(h, h.users);
    const oldId = (await h.read((q) => getMatch(q, matchId)))!.boardMessageId!;
    h.clock.now += 61 * 60_000;
    const turn = await turnOf(h, matchId);
    await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, makeRand(4));
    await h.settle();
    const newId = (await h.read((q) => getMatch(q, matchId)))!.boardMessageId!;
    expect(newId).not.toBe(oldId);
    expect(h.fake.message(oldId)!.deleted).toBe(true);
    expect(componentsOf(h.fake.message(newId)!).map((c) => idAction(c.customId))).toEqual(['!hand']);
  });
});

/** One command per game with a UI, in registration order (src/games/index.ts), then /settings. */
const COMMANDS = buildCommands().map((c) => c.name);

describe('start-up', () => {
  it('registers slash commands once, and not again after a restart with the same definitions', async () => {
    h = await startHarness({ players: 1 });
    const puts = () => h!.fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands')).length;
    expect(puts()).toBe(1);
    expect(h.fake.commands().map((c) => c.name)).toEqual(COMMANDS);
    await h.stopBot();
    await h.restartBot();
    expect(puts()).toBe(1);
  });

  it('with DEV_GUILD_ID registers the commands to that server only', async () => {
    const fake = await startFakeDiscord();
    const owner = fake.addUser({ username: 'dev' });
    const devGuild = fake.addGuild({ name: 'Dev', owner });
    h = await startHarness({ players: 1, fake, env: { DEV_GUILD_ID: devGuild.id } });
    expect(fake.commands(devGuild).map((c) => c.name)).toEqual(COMMANDS);
    expect(fake.commands()).toEqual([]);
    await h.close();
    h = undefined;
    await fake.stop();
  });
});

