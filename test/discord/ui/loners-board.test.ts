/** The Loners board, the hand's public part, describe() and the rules summary. */
import { describe, expect, it } from 'vitest';
import { loners, type LastAction } from '../../../src/games/loners/index.js';
import { describeAction, lonersUi } from '../../../src/discord/ui/loners/index.js';
import { fitEmbed } from '../../../src/discord/ui/embed.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { DEADLINE, ctxFor, userId } from './loners-helpers.js';
import { embedText, table } from './loners-fixtures.js';

const ctx = ctxFor(3);
const street = { cards: [4, 5, 6], owner: 1, volatile: true, guards: 1 };

describe('describeAction', () => {
  const cases: Array<[LastAction, string]> = [
    [{ seat: 0, type: 'fight', crew: [4, 5, 6], loner: 5, cleared: false }, '**Alice** played 4 5 6 (recruited Loner 5).'],
    [{ seat: 1, type: 'fight', crew: [7, 7], loner: null, cleared: false }, '**Bob** played 7 7.'],
    [{ seat: 2, type: 'steal', card: 3, crew: [3, 4, 5, 6] }, '**Carol** stole the crew with a 3: now 3 4 5 6.'],
    [{ seat: 0, type: 'security', guards: 1 }, '**Alice** called Security (1 Guard in the Street: play LOWER).'],
    [{ seat: 0, type: 'security', guards: 2 }, '**Alice** called Security (2 Guards in the Street: normal order).'],
    [{ seat: 1, type: 'retreat', loner: 5, cleared: false }, '**Bob** retreated, taking Loner 5.'],
    [{ seat: 1, type: 'retreat', loner: null, cleared: true }, '**Bob** passed (no Loner left) — the Street is cleared.'],
    [{ seat: 2, type: 'pickup', cards: [5, 3, 8] }, '**Carol** went out and picked up the Loners: 5 3 8.'],
    [{ seat: 2, type: 'forfeit' }, '**Carol** forfeited.'],
  ];
  it.each(cases)('%j', (action, text) => {
    expect(describeAction(action, ctx)).toBe(text);
  });

  it('escapes markdown in names and falls back to the seat number', () => {
    const odd = ctxFor(2, { seats: [{ seat: 0, userId: userId(0), displayName: '*star*_', forfeited: false }] });
    expect(describeAction({ seat: 0, type: 'forfeit' }, odd)).toBe('**\\*star\\*\\_** forfeited.');
    expect(describeAction({ seat: 1, type: 'forfeit' }, odd)).toBe('**Seat 2** forfeited.');
  });
});

describe('board', () => {
  const s = {
    ...table({ hands: [[1, 2, 3, 'guard'], [8, 8], [5]], circle: [7, 2, 5], street, toAct: 2 }),
    roundWins: [1, 0, 0],
    round: 2,
    recent: [
      { seat: 0, type: 'security', guards: 1 },
      { seat: 1, type: 'fight', crew: [4, 5, 6], loner: 5, cleared: false },
    ] as LastAction[],
  };

  it('shows the table, the players, the turn with its timer and the last actions; no components', () => {
    const board = lonersUi.board(loners.view(s, null), ctx);
    assertWithinDiscordLimits(board);
    expect(board.components).toBeUndefined();
    expect(board.content).toBe(`<@${userId(2)}>, your turn.`);
    const embed = board.embeds?.[0];
    expect(embed?.title).toBe('Loners — round 2');
    expect(embed?.description).toBe(`<@${userId(2)}> to play — time runs out <t:${DEADLINE / 1000}:R>`);
    const field = (name: string) => embed?.fields?.find((f) => f.name === name)?.value;
    expect(field("Loner's Circle")).toBe('7 · 2 · 5  (3 Loners, any may be taken)');
    expect(field('Street')).toBe(
      '**4 5 6** — run of 3 (4–6), played by **Bob**\n⚠️ Volatile (holds a Loner), but no steals while Security reverses the order.\n1 Security Guard — order **reversed**: play **LOWER** (a weaker crew wins).',
    );
    expect(field('Players')).toBe(
      [
        `• <@${userId(0)}> (Alice) — 4 cards · round wins: 1`,
        `• <@${userId(1)}> (Bob) — 2 cards · round wins: 0`,
        `▶ <@${userId(2)}> (Carol) — 1 card · round wins: 0`,
      ].join('\n'),
    );
    expect(field('Last actions')).toBe('• **Alice** called Security (1 Guard in the Street: play LOWER).\n• **Bob** played 4 5 6 (recruited Loner 5).');
    expect(embed?.footer?.text).toBe('First to 2 round wins · standard rules · 3 players');
  });

  it('never shows a hand: it is the same whatever the hands hold', () => {
    const other = { ...s, hands: [[8, 'guard', 7, 7], [1, 1], [2]] as typeof s.hands };
    expect(lonersUi.board(loners.view(other, null), ctx)).toEqual(lonersUi.board(loners.view(s, null), ctx));
    expect(embedText(lonersUi.board(loners.view(s, null), ctx))).not.toContain('```');
  });

  it('marks the available Loner of the Layered row', () => {
    const layered = { ...s, variant: 'layered' as const };
    const embed = lonersUi.board(loners.view(layered, null), ctx).embeds?.[0];
    expect(embed?.title).toBe('Layered Loners — round 2');
    expect(embed?.fields?.[0]).toEqual({ name: 'Loner row (last dealt is available)', value: '7 · 2 · **[5]**  ← only **[5]** may be taken' });
  });

  it('marks forfeited players, the last round and the winner', () => {
    const over = {
      ...s,
      active: [true, false, true],
      hands: [[1], [], [5]],
      toAct: null,
      winner: 0,
      roundWins: [2, 0, 1],
      lastRound: { round: 3, winner: 0, reason: 'out' as const },
    };
    const board = lonersUi.board(loners.view(over, null), { ...ctx, status: 'finished', turnDeadline: null });
    assertWithinDiscordLimits(board);
    expect(board.content).toBe(`🏆 <@${userId(0)}> wins the match!`);
    const embed = board.embeds?.[0];
    expect(embed?.title).toBe('Loners — match over');
    expect(embed?.description).toBe('🏆 **Alice** won the match.');
    expect(embed?.fields?.find((f) => f.name === 'Players')?.value).toContain('✖ ~~Bob~~ — forfeited · round wins: 0');
    expect(embed?.fields?.find((f) => f.name === 'Last round')?.value).toBe('Round 3 went to **Alice** (went out).');
  });

  it('an abandoned match pings nobody and runs no clock', () => {
    const board = lonersUi.board(loners.view(s, null), { ...ctx, status: 'abandoned' });
    expect(board.content).toBeUndefined();
    expect(board.embeds?.[0]?.description).toBe('The match was abandoned.');
  });

  it('says who picks up the Loners', () => {
    const pickup = { ...s, street: null, hands: [[], [8, 8], [5]], toAct: 0, pendingPickup: true };
    const board = lonersUi.board(loners.view(pickup, null), ctx);
    expect(board.content).toBe(`<@${userId(0)}>, pick up the Loners.`);
    expect(board.embeds?.[0]?.description).toContain('picks them all up');
  });
});

describe('hand message (public part)', () => {
  const s = table({ hands: [[4, 'guard', 6], [8, 8], [5]], circle: [7, 2, 5], street: { ...street, guards: 0, volatile: false }, toAct: 0 });

  it('names the server, links the channel, and lists the own hand with 1-based positions', () => {
    const hand = lonersUi.hand(loners.view(s, 0), loners.legalActions(s, 0), ctx, null);
    assertWithinDiscordLimits(hand);
    const embed = hand.embeds?.[0];
    const link = `https://discord.com/channels/${ctx.guildId}/${ctx.channelId}`;
    expect(embed?.url).toBe(link);
    expect(embed?.description).toContain(`Playing in **Card Club** — [go to the table](${link})`);
    expect(embed?.description).toContain(`**Your turn** — time runs out <t:${DEADLINE / 1000}:R>`);
    const mine = embed?.fields?.find((f) => f.name.startsWith('Your hand'));
    expect(mine).toEqual({ name: 'Your hand: 3 cards (G = Security Guard)', value: '```\n  1  2  3\n  4  G  6\n```' });
    expect(embed?.fields?.map((f) => f.name)).toEqual(['Street', "Loner's Circle", 'Last action', 'Players', mine?.name]);
    expect(hand.content?.startsWith('**Your turn!**')).toBe(true);
  });

  it("another seat's message shows only that seat's cards and points to the board (nothing that changes with others' moves)", () => {
    const hand = lonersUi.hand(loners.view(s, 1), [], ctx, null);
    const embed = hand.embeds?.[0];
    expect(embed?.description).toContain('on the board; a new message comes when it is your turn');
    expect(embed?.fields).toEqual([{ name: 'Your hand: 2 cards', value: '```\n  1  2\n  8  8\n```' }]);
    // Another player's move (a new Street, another seat to act) leaves this hand as it was: no edit is needed.
    const after = { ...s, street: { cards: [3], owner: 0, volatile: false, guards: 0 }, toAct: 2 } as typeof s;
    expect(lonersUi.hand(loners.view(after, 1), [], ctx, null)).toEqual(hand);
  });
});

describe('fitEmbed', () => {
  it('shortens the longest parts until the whole embed fits in 6,000 characters', () => {
    const big = { title: 't', description: 'd'.repeat(3000), fields: [1, 2, 3, 4].map((n) => ({ name: `f${n}`, value: 'v'.repeat(1024) })) };
    const fitted = fitEmbed(big);
    expect(() => assertWithinDiscordLimits({ embeds: [fitted] })).not.toThrow();
    expect(fitted.fields?.map((f) => f.name)).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(big.description).toHaveLength(3000);
    const small = { title: 'x', fields: [{ name: 'a', value: 'b' }] };
    expect(fitEmbed(small)).toEqual(small);
  });
});

describe('rules', () => {
  it('is a markdown summary under 4,000 characters', () => {
    const t = ctx.t;
    expect(t('rules').length).toBeLessThan(4000);
    for (const word of ['Loner', 'Security', 'volatile', 'Retreat', 'Layered', '2 rounds', 'reorder', 'LOWER']) expect(t('rules')).toContain(word);
    expect(lonersUi.gameId).toBe('loners');
    expect(t('title')).toBe('Loners');
  });
});
