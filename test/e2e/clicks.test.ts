/** Stale, double, foreign and forged clicks: each answered, none applied twice, nothing lost. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { clickOneMove, idAction, makeRand, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness;
let matchId: string;
beforeAll(async () => {
  h = await startHarness({ players: 3, seeds: ['clicks'] });
  matchId = await startLonersMatch(h, h.users);
});
afterAll(async () => {
  await assertNoLeaks(h);
  await h.close();
});

/** A move button of the hand (directly a move, not a menu step). */
function directMove(message: StoredMessage) {
  const all = componentsOf(message).filter((c) => !c.disabled);
  const button = all.find((c) => c.values.length === 0 && !/^[~!]/.test(idAction(c.customId)));
  if (button) return { customId: button.customId, values: undefined };
  const select = all.find((c) => c.values.some((v) => !v.startsWith('~')));
  return select ? { customId: select.customId, values: [select.values.find((v) => !v.startsWith('~')) as string] } : null;
}

const current = () => h.read((q) => getMatch(q, matchId));

async function click(user: Harness['users'][number], message: StoredMessage, move: { customId: string; values: string[] | undefined }) {
  return move.values
    ? h.fake.selectMenu({ user, message, customId: move.customId, values: move.values, unchecked: true })
    : h.fake.clickButton({ user, message, customId: move.customId, unchecked: true });
}

describe('clicks', () => {
  it('a double click applies once; the second gets an ephemeral answer with the current hand', async () => {
    const turn = await turnOf(h, matchId);
    const hand = h.fake.latestDm(turn.user!)!;
    const move = directMove(hand)!;
    expect(move).not.toBeNull();
    const [a, b] = await Promise.all([click(turn.user!, hand, move), click(turn.user!, hand, move)]);
    const answers = [a, b].sort((x, y) => x.type - y.type);
    expect(answers.map((x) => x.type)).toEqual([4, 7]);
    expect(answers[0]!.ephemeral).toBe(true);
    expect(answers[0]!.content).toMatch(/out of date/);
    expect((await current())!.version).toBe(turn.match.version + 1);
    await h.settle();
  });

  it('a stale button from an earlier turn is refused and changes nothing', async () => {
    const turn = await turnOf(h, matchId);
    const hand = h.fake.latestDm(turn.user!)!;
    const before = structuredClone({ components: hand.components });
    await clickOneMove(h, turn.user!, hand, makeRand(5), ['r', 'f']);
    await h.settle();
    const version = (await current())!.version;
    const stale = componentsOf(before).find((c) => !c.disabled)!;
    const answer = stale.values.length
      ? await h.fake.selectMenu({ user: turn.user!, message: hand, customId: stale.customId, values: [stale.values[0]!], unchecked: true })
      : await h.fake.clickButton({ user: turn.user!, message: hand, customId: stale.customId, unchecked: true });
    expect(answer.ephemeral).toBe(true);
    expect((await current())!.version).toBe(version);
  });

  it('a click by someone else, or by a player out of turn, is refused', async () => {
    const turn = await turnOf(h, matchId);
    const hand = h.fake.latestDm(turn.user!)!;
    const move = directMove(hand) ?? { customId: componentsOf(hand)[0]!.customId, values: undefined };
    const other = h.users.find((u) => u.id !== turn.user!.id)!;
    const stranger = h.fake.addUser({ username: 'stranger' });
    const byOther = await click(other, hand, move);
    expect(byOther.ephemeral).toBe(true);
    expect(byOther.content).toMatch(/not your turn/i);
    const byStranger = await click(stranger, hand, move);
    expect(byStranger.content).toMatch(/not playing in this match/);
    expect((await current())!.version).toBe(turn.match.version);
  });

  it('1,000 forged custom ids are each answered and break nothing', async () => {
    const rand = makeRand(1234);
    const turn = await turnOf(h, matchId);
    const hand = h.fake.latestDm(turn.user!)!;
    const board = h.fake.message(turn.match.boardMessageId!)!;
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789:~!._- ';
    const randomText = (n: number) => Array.from({ length: n }, () => alphabet[rand(alphabet.length)]).join('');
    const forge = (i: number): string => {
      const v = turn.match.version;
      switch (i % 8) {
        case 0: return randomText(1 + rand(100));
        case 1: return `loners:${randomText(10)}:${v}:${randomText(4)}`;
        case 2: return `loners:${matchId}:${rand(1e9)}:f0.0`;
        case 3: return `loners:${matchId}:${v}:${randomText(1 + rand(20))}`;
        case 4: return `loners:${matchId}:${v}:~${randomText(rand(30))}`;
        case 5: return `loners:${matchId}:${v}:!${['join', 'start', 'cancel', 'leave', 'hand', 'x'][rand(6)]}`;
        case 6: return `lb:${['loners', 'chess'][rand(2)]}:${rand(3) - 1}`;
        default: return `scoundrel:${matchId}:${v}:a`;
      }
    };
    const forger = h.fake.addUser({ username: 'forger' });
    h.fake.addMember(h.guild, forger);
    const users = [...h.users, forger];
    const answers = [];
    for (let i = 0; i < 1000; i += 50) {
      const batch = Array.from({ length: 50 }, (_, k) => {
        const customId = forge(i + k).slice(0, 100);
        const user = users[rand(users.length)]!;
        const message = rand(2) ? hand : board;
        return rand(4) === 0
          ? h.fake.selectMenu({ user, message, customId, values: [randomText(1 + rand(70))], unchecked: true })
          : h.fake.clickButton({ user, message, customId, unchecked: true });
      });
      answers.push(...(await Promise.all(batch)));
    }
    expect(answers).toHaveLength(1000);
    for (const a of answers) expect([4, 7]).toContain(a.type);
    // The game goes on: the player to act can still play from their DM.
    await h.settle();
    const now = await turnOf(h, matchId);
    await clickOneMove(h, now.user!, h.fake.latestDm(now.user!)!, makeRand(9));
    expect((await current())!.version).toBeGreaterThan(now.match.version);
  });
});

describe('forged ids on the wrong message', () => {
  it('a leaderboard or lobby id clicked on the board never replaces the board', async () => {
    await h.settle();
    const match = (await current())!;
    const board = h.fake.message(match.boardMessageId!)!;
    const before = JSON.stringify(board.embeds);
    const page = await h.fake.clickButton({ user: h.users[0]!, message: board, customId: 'lb:loners:0', unchecked: true });
    expect(page.ephemeral).toBe(true);
    // A real lobby in another channel, its Join id replayed on this board.
    const other = h.fake.addTextChannel(h.guild, 'other');
    const lobby = (await h.fake.slashCommand({ user: h.users[0]!, channelId: other.id, name: 'loners', subcommand: 'start' })).message()!;
    await h.settle();
    const join = componentsOf(lobby).find((c) => idAction(c.customId) === '!join')!;
    const forged = await h.fake.clickButton({ user: h.users[1]!, message: board, customId: join.customId, unchecked: true });
    expect(forged.ephemeral).toBe(true);
    expect(JSON.stringify(h.fake.message(board.id)!.embeds)).toBe(before);
  });
});
