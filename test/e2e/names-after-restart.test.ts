/**
 * Discord tells a bot about a person only when they act (GUILD_CREATE carries
 * just the bot's own member, as the fake now sends it), so names must outlive
 * a restart: what a player sees still names the others, not "a player". In a
 * server, a person is named by their nickname there, as Discord shows them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getMatch } from '../../src/play/matches.js';
import { peopleOf } from '../../src/play/people.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { clickOneMove, idAction, makeRand, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Every text of a message: content, embeds and component labels. */
const textOf = (m: StoredMessage) => JSON.stringify({ content: m.content, embeds: m.embeds, components: componentsOf(m).map((c) => c.label) });

/** `user` clicks "Show my hand" on the match's board: the text of the hand they are shown. */
async function showHand(table: Harness, matchId: string, user: FakeUser): Promise<string> {
  const board = table.fake.message((await table.read((q) => getMatch(q, matchId)))!.boardMessageId!)!;
  const button = componentsOf(board).find((c) => idAction(c.customId) === '!hand')!;
  return textOf((await table.fake.clickButton({ user, message: board, customId: button.customId })).message()!);
}

describe('names after a restart', () => {
  it('the hand shown right after a restart names the player who moved before it, who has not clicked since', async () => {
    h = await startHarness({ players: 2, seeds: ['names-restart'] });
    const matchId = await startLonersMatch(h, h.users);
    const mover = (await turnOf(h, matchId)).user as FakeUser;
    const other = h.users.find((u) => u.id !== mover.id) as FakeUser;
    await clickOneMove(h, mover, h.fake.latestDm(mover)!, makeRand(5), ['p']);
    await h.settle();

    await h.stopBot();
    await h.restartBot();
    await h.settle();
    const hand = await showHand(h, matchId, other);
    expect(hand).toContain(mover.globalName!);
    expect(hand).not.toMatch(/a player/i);
  });

  it('names players by their server nickname, in the hand DM too, before and after a restart; a nickname change shows from the next click', async () => {
    h = await startHarness({ players: 2, seeds: ['names-nick'] });
    const [first, second] = h.users as [FakeUser, FakeUser];
    h.fake.setNickname(h.guild, first, 'Captain Cards');
    h.fake.setNickname(h.guild, second, 'Dealer Dee');
    const matchId = await startLonersMatch(h, h.users);
    const mover = (await turnOf(h, matchId)).user as FakeUser;
    const other = mover.id === first.id ? second : first;
    const nick = (u: FakeUser) => (u.id === first.id ? 'Captain Cards' : 'Dealer Dee');
    await clickOneMove(h, mover, h.fake.latestDm(mover)!, makeRand(5), ['p']);
    await h.settle();

    // The other player's hand, in their DM, names the mover as the server knows them.
    const dm = textOf(h.fake.latestDm(other)!);
    expect(dm).toContain(nick(mover));
    expect(dm).not.toContain(mover.globalName!);

    // What outlives the restart: the rows written after each interaction, the nickname with the server.
    const stored = () => h!.read((q) => peopleOf(q, [mover.id], h!.guild.id));
    expect((await stored()).nicks.get(mover.id)).toBe(nick(mover));
    expect((await stored()).names.get(mover.id)).toBe(mover.globalName);

    await h.stopBot();
    await h.restartBot();
    await h.settle();
    const afterRestart = await showHand(h, matchId, other);
    expect(afterRestart).toContain(nick(mover));
    expect(afterRestart).not.toContain(mover.globalName!);

    // Without the members intent nobody tells the bot of a change: it shows once that person clicks in the server.
    h.fake.setNickname(h.guild, mover, null);
    await showHand(h, matchId, mover);
    await h.settle();
    expect((await stored()).nicks.get(mover.id)).toBeUndefined();
    const changed = await showHand(h, matchId, other);
    expect(changed).toContain(mover.globalName!);
    expect(changed).not.toContain(nick(mover));
  });
});
