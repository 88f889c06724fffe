/** Full matches on the fake Discord, played by clicking DM components only. */
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { peopleOf } from '../../src/play/people.js';
import { componentsOf } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { idAction, makeRand, playMatchByDm, startLonersMatch, turnOf, moveControls } from '../support/game-driver.js';

let h: Harness | undefined;
/** A message's controls other than the platform's own buttons (📖 How to play, Show my hand, ...). */
afterEach(async () => {
  if (h) await assertNoLeaks(h);
  await h?.close();
  h = undefined;
});

describe('a full Loners match by DM clicks', () => {
  it.each([2, 4])('%i players: lobby, DM hands, live board, round and match results, leaderboard', async (players) => {
    h = await startHarness({ players, seeds: [`full-${players}`] });
    const matchId = await startLonersMatch(h, h.users);
    // Every player got a hand by DM; only the player to act has controls.
    const first = await turnOf(h, matchId);
    for (const user of h.users) {
      const dm = h.fake.latestDm(user);
      expect(dm, `DM for ${user.username}`).toBeDefined();
      // Move controls for the player to act only; every hand has "📖 How to play".
      expect(moveControls(dm!).length > 0).toBe(user.id === first.user?.id);
    }
    const moves = await playMatchByDm(h, matchId, makeRand(players));
    const end = await turnOf(h, matchId);
    expect(end.match.status).toBe('finished');
    expect(moves).toBeGreaterThan(5);
    const outcome = games.loners!.outcome(end.match.state)!;
    const winner = end.players[outcome.winners[0]!]!.userId;
    const channel = h.fake.messages(h.channel.id);
    expect(channel.some((m) => m.content.includes(`🏆 <@${winner}> won the match`))).toBe(true);
    expect(channel.filter((m) => m.content.startsWith('🥊 Round')).length).toBe(outcome.scores.reduce((a, b) => a + b, 0) - 1);
    // The board is current and has no controls left but "Play again".
    const board = h.fake.message(end.match.boardMessageId!)!;
    expect(board.deleted).toBe(false);
    expect(componentsOf(board).map((c) => idAction(c.customId))).toEqual(['!again']);
    // No hand message has live controls any more.
    for (const user of h.users) expect(moveControls(h.fake.latestDm(user)!)).toEqual([]);
    // Of the server's members only the bot stays cached (over HTTP there is no client to cache anything);
    // the players' names come from the database, as their clicks told them.
    const client = h.bot.client;
    if (client) expect([...client.guilds.cache.get(h.guild.id)!.members.cache.keys()]).toEqual([client.user!.id]);
    else expect(h.transport).toBe('http');
    const known = await h.read((q) => peopleOf(q, h!.users.map((u) => u.id), h!.guild.id));
    for (const user of h.users) expect(known.names.get(user.id)).toBe(user.globalName ?? user.username);

    const lb = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain(`<@${winner}>`);
    expect(componentsOf(lb.message()!).map((c) => idAction(c.customId))).toBeDefined();
  });
});
