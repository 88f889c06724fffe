/** The Scoundrel board and hand on hand-made states, describeScoundrelEvent, the rules summary and the UI's identity. */
import { ButtonStyle } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { scoundrel, type ScoundrelEvent } from '../../../src/games/scoundrel/index.js';
import { describeScoundrelEvent, scoundrelUi, type EventSubject } from '../../../src/discord/ui/scoundrel/index.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { translator } from '../../../src/discord/i18n/index.js';
import { USER_ID, cards, codesOf, ctxFor, embedText, inLanguage, longCtx, payloadText, play, start } from './scoundrel-helpers.js';
import { movesOf } from './moves-of.js';

const ctx = ctxFor();
const URL = 'https://discord.com/channels/900000000000000001/900000000000000002';

/** ♦ 5 with ♠ 8 on it, 20 health, room ♠ 3 · ♥ 2 · ♣ 10 · ♣ Q, 4 cards left in the dungeon. */
const room2 = () => play(start('5D 8S 7H QC 3S 2H 10C 4D 9S JS 6H'), 't0', 't1w', 't2');

interface LooseButton {
  label: string;
  custom_id: string;
  style: number;
}
/** The move buttons, row by row (the How to play button every hand carries left out). */
const buttons = (p: ReturnType<typeof scoundrelUi.hand>) =>
  movesOf(p).map((row) => row.components.map((c) => {
    const b = c as unknown as LooseButton;
    return `${b.label} [${b.custom_id.split(':')[3]}]${b.style === ButtonStyle.Danger ? ' (danger)' : ''}`;
  }));

describe('scoundrelUi', () => {
  it('is Scoundrel, with a rules summary under 4,000 characters', () => {
    expect(scoundrelUi.gameId).toBe('scoundrel');
    expect(scoundrelUi.gameId).toBe(scoundrel.id);
    const t = ctxFor().t;
    expect(t('title')).toBe('Scoundrel');
    expect(t('rules').length).toBeLessThanOrEqual(4000);
    for (const word of ['20 health', 'Avoid', 'never twice in a row', 'first potion', 'bare-handed', 'strict weapons', 'final room', 'Score']) {
      expect(t('rules')).toContain(word);
    }
  });

  it("renames the platform's Show my hand button: a Scoundrel player has a dungeon, not a hand", () => {
    expect(ctxFor().t('showHand')).toBe('Show my dungeon');
    expect(inLanguage(ctxFor(), 'de').t('showHand')).toBe('Mein Verlies zeigen');
    expect(translator('en', 'common')('showHand')).toBe('Show my hand');
    expect(translator('en', 'loners')('showHand')).toBe('Show my hand');
  });
});

describe('board', () => {
  it('is one small embed: player, variant, health, room, dungeon count, weapon with its limit, room, last event', () => {
    const board = scoundrelUi.board(scoundrel.view(room2(), null), ctx);
    assertWithinDiscordLimits(board);
    expect(board.content).toBeUndefined();
    expect(board.components).toBeUndefined();
    expect(board.embeds).toHaveLength(1);
    expect(embedText(board)).toBe(
      [
        'Scoundrel — Alice, room 2',
        `<@${USER_ID}> is in the dungeon · standard rules`,
        '❤️ 20/20 · 🚪 room 2 · ✅ 1 room cleared · 🂠 4 cards left in the dungeon',
        '🗡️ ♦ 5 (last kill ♠ 8) → hits monsters ≤ 8',
        '🃏 ♠ 3 · ♥ 2 · ♣ 10 · ♣ Q',
        '📜 Drank ♥ 7: +3 ❤️.',
      ].join('\n'),
    );
  });

  it('shows the strict limit, no weapon, and an abandoned dungeon', () => {
    const strict = play(start('5D 8S 7H QC 3S 2H 10C 4D 9S JS 6H', 'strict'), 't0', 't1w');
    expect(scoundrelUi.board(scoundrel.view(strict, null), ctx).embeds?.[0]?.description).toContain('🗡️ ♦ 5 (last kill ♠ 8) → hits monsters ≤ 7');
    expect(scoundrelUi.board(scoundrel.view(strict, null), ctx).embeds?.[0]?.description).toContain('strict weapons');
    const fresh = start('8S 7H QC 3S 2H');
    expect(scoundrelUi.board(scoundrel.view(fresh, null), ctx).embeds?.[0]?.description).toContain('🗡️ no weapon');
    const abandoned = scoundrelUi.board(scoundrel.view(fresh, null), ctxFor({ status: 'abandoned' }));
    expect(abandoned.embeds?.[0]?.title).toBe('Scoundrel — Alice, abandoned');
    expect(abandoned.embeds?.[0]?.description).toContain(`<@${USER_ID}> abandoned in room 1 · standard rules`);
    const forfeited = scoundrelUi.board(scoundrel.view(fresh, null), ctxFor({ status: 'finished', seats: [{ seat: 0, userId: USER_ID, displayName: 'Alice', forfeited: true }] }));
    expect(forfeited.embeds?.[0]?.title).toBe('Scoundrel — Alice, gave up');
    expect(forfeited.embeds?.[0]?.description).toContain(`<@${USER_ID}> gave up in room 1 · standard rules`);
    // An ended run replaces the message's intro ("… entered the dungeon.") with how it ended; a running one leaves it.
    expect(abandoned.content).toBe(`⏹️ <@${USER_ID}> abandoned the dungeon in room 1.`);
    expect(forfeited.content).toBe(`🏳️ <@${USER_ID}> gave up in room 1.`);
    expect(scoundrelUi.board(scoundrel.view(fresh, null), ctx).content).toBeUndefined();
  });

  it('shows the win with the potion bonus, in the same embed', () => {
    const won = play(start('2C 3H 4D 5H'), 't0', 't2', 't1', 't3');
    expect(won.over && won.won).toBe(true);
    const board = scoundrelUi.board(scoundrel.view(won, null), ctx);
    assertWithinDiscordLimits(board);
    expect(board.content).toBe(`🏆 <@${USER_ID}> escaped the dungeon!`);
    expect(board.embeds).toHaveLength(1);
    expect(embedText(board)).toBe(
      [
        'Scoundrel — Alice, escaped',
        `🏆 <@${USER_ID}> escaped the dungeon with ❤️ 20/20 — final score **25** (+5: the last card was a potion).`,
        'standard rules · room 2 (final room) · 2 rooms cleared · the dungeon is empty',
      ].join('\n'),
    );
  });

  it('shows a death with the monsters left in the dungeon taken off the score', () => {
    // The seed example: 3 health, K♠ bare-handed → −10; 9♠ and K♣ left in the dungeon → −32.
    const dead = play({ ...start('KS 2D 3H 4H 9S KC'), health: 3 }, 't0');
    expect(dead.over).toBe(true);
    expect(dead.score).toBe(-32);
    const board = scoundrelUi.board(scoundrel.view(dead, null), ctx);
    const text = embedText(board);
    expect(board.content).toBe(`💀 <@${USER_ID}> died in the dungeon.`);
    expect(payloadText(board)).not.toContain('is in the dungeon');
    expect(payloadText(board)).not.toContain('entered');
    expect(text).toContain('Scoundrel — Alice, dead');
    expect(text).toContain(`💀 <@${USER_ID}> died in room 1 at ❤️ −10/20 — final score **−32** (−10 − 22 for the monsters left in the dungeon).`);
  });

  it('escapes names in the title and keeps long contexts within limits', () => {
    const board = scoundrelUi.board(scoundrel.view(room2(), null), longCtx());
    assertWithinDiscordLimits(board);
    expect(board.embeds?.[0]?.title).toMatch(/^Scoundrel — \\\*\\\*[\\_]+, room 2$/);
  });
});

describe('hand', () => {
  it('shows the room with positions and effects, the weapon, potions, avoiding, the last event and the server', () => {
    const s = room2();
    const hand = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), ctx, null);
    assertWithinDiscordLimits(hand);
    expect(hand.content).toBe('**Your move!** Pick a card to face or avoid the room. Time runs out <t:1800000000:R>.');
    expect(hand.embeds?.[0]?.url).toBe(URL);
    expect(embedText(hand)).toBe(
      [
        'Your dungeon — Scoundrel, room 2',
        `Playing in **Card Club** — [go to the channel](${URL})`,
        '❤️ 20/20 · 🂠 4 cards left in the dungeon · standard rules',
        '## Room 2 — face 3 of the 4 cards, the last stays for the next room',
        '**1.** ♠ 3 (monster) — ⚔️ no damage with the weapon · ✊ −3 bare-handed',
        '**2.** ♥ 2 (potion) — heals nothing (health is full)',
        '**3.** ♣ 10 (monster) — ✊ −10 bare-handed (too strong for the weapon)',
        '**4.** ♣ Q (monster, 12) — ✊ −12 bare-handed (too strong for the weapon)',
        '## Weapon',
        '**♦ 5** — takes 5 off each fight.',
        'Slain on it (1 monster): ♠ 8.',
        'Can still hit **monsters ≤ 8** (at most its last kill).',
        '## This room',
        'No potion drunk in this room yet: the first one heals.',
        'You **may avoid** this room: its 4 cards go under the dungeon (not twice in a row).',
        '## Last action',
        'You drank ♥ 7: +3 ❤️.',
      ].join('\n'),
    );
    expect(buttons(hand)).toEqual([
      ['⚔️ ♠ 3 with weapon (no damage) [t0w]', '✊ ♠ 3 bare-handed (−3) [t0]'],
      ['🧪 Drink ♥ 2 (+0, health full) [t1]'],
      ['✊ ♣ 10 bare-handed (−10) [t2]'],
      ['✊ ♣ Q bare-handed (−12) [t3]'],
      ['🏃 Avoid the room [a]'],
    ]);
    const explored = exploreHand(scoundrelUi, scoundrel.view(s, 0), scoundrel.legalActions(s, 0), ctx, { maxDepth: 1 });
    expect([...explored.reached.keys()].sort()).toEqual(codesOf(scoundrel.legalActions(s, 0)));
  });

  it('marks fatal fights, wasted potions, and why the room cannot be avoided', () => {
    let s = play(start('5D 7H 6H QC 3S 2H 10C 4D 9S JS 6S'), 't1', 't0');
    s = { ...s, health: 7 };
    const hand = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), ctx, null);
    expect(embedText(hand)).toContain('**3.** ♥ 6 (potion) — no effect (a potion was already drunk in this room)');
    expect(embedText(hand)).toContain('**4.** ♣ Q (monster, 12) — ⚔️ −7 💀 with the weapon · ✊ −12 💀 bare-handed');
    expect(embedText(hand)).toContain('1 potion drunk in this room: another one would have no effect.\nNo avoiding: you have started facing this room.');
    expect(embedText(hand)).toContain('You equipped ♦ 5.');
    expect(buttons(hand)).toEqual([
      ['🧪 Drink ♥ 6 (no effect) [t2]'],
      ['⚔️ ♣ Q with weapon (−7, fatal) [t3w] (danger)', '✊ ♣ Q bare-handed (−12, fatal) [t3] (danger)'],
    ]);
    const avoided = play(start('8S 7H QC 3S 2H 10C 4D 9S JS 6S'), 'a');
    expect(embedText(scoundrelUi.hand(scoundrel.view(avoided, 0), scoundrel.legalActions(avoided, 0), ctx, null))).toContain(
      'No avoiding: you avoided the previous room.\n## Last action\nYou avoided the room: its cards went under the dungeon.',
    );
  });

  it('ignores menus: a stale or unknown one renders the normal screen', () => {
    const s = room2();
    const top = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), ctx, null);
    for (const menu of ['~m1', '~', 'anything']) expect(scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), ctx, menu)).toEqual(top);
  });

  it('has no components outside an active match or without legal actions', () => {
    const s = room2();
    for (const status of ['finished', 'abandoned'] as const) {
      const hand = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), ctxFor({ status }), null);
      expect(movesOf(hand)).toEqual([]);
    }
    expect(movesOf(scoundrelUi.hand(scoundrel.view(s, 0), [], ctx, null))).toEqual([]);
    expect(scoundrelUi.hand(scoundrel.view(s, 0), [], ctxFor({ status: 'abandoned' }), null).content).toBe('This dungeon was stopped before its end.');
  });

  it('shows the outcome and the score when over, without components', () => {
    const won = play(start('2C 3H 4D 5H'), 't0', 't2', 't1', 't3');
    const hand = scoundrelUi.hand(scoundrel.view(won, 0), [], ctx, null);
    assertWithinDiscordLimits(hand);
    expect(movesOf(hand)).toEqual([]);
    expect(hand.content).toBe('🏆 **You escaped the dungeon!**');
    expect(embedText(hand)).toContain('## Outcome\n🏆 Escaped the dungeon with ❤️ 20/20 — final score **25** (+5: the last card was a potion).');
    const dead = play({ ...start('KS 2D 3H 4H 9S KC'), health: 3 }, 't0');
    const deadHand = scoundrelUi.hand(scoundrel.view(dead, 0), [], ctx, null);
    expect(deadHand.content).toBe('💀 **You died in the dungeon.**');
    expect(embedText(deadHand)).toContain('final score **−32**');
  });

  it('keeps a long server name escaped and within limits', () => {
    const s = room2();
    const hand = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), longCtx(), null);
    assertWithinDiscordLimits(hand);
    expect(hand.embeds?.[0]?.description).toContain('Playing in **\\*\\_~\\`|>\\*');
  });
});

describe('describeScoundrelEvent', () => {
  const [k, d5, d3, h7] = cards('KS 5D 3D 7H');
  const cases: Array<[ScoundrelEvent, EventSubject | undefined, string]> = [
    [{ type: 'avoid' }, undefined, 'Avoided the room: its cards went under the dungeon.'],
    [{ type: 'equip', card: d5!, position: 0, replaced: null }, undefined, 'Equipped ♦ 5.'],
    [{ type: 'equip', card: d5!, position: 0, replaced: d3! }, { name: '**Alice**' }, '**Alice** equipped ♦ 5, discarding ♦ 3 and the monsters on it.'],
    [{ type: 'potion', card: h7!, position: 2, healed: 7, wasted: false }, undefined, 'Drank ♥ 7: +7 ❤️.'],
    [{ type: 'potion', card: h7!, position: 2, healed: 0, wasted: false }, undefined, 'Drank ♥ 7: health was already full.'],
    [{ type: 'potion', card: h7!, position: 2, healed: 0, wasted: true }, { you: true }, 'You drank ♥ 7: no effect (only the first potion of a room heals).'],
    [{ type: 'fight', card: k!, position: 1, withWeapon: false, damage: 13 }, undefined, 'Fought ♠ K bare-handed: −13 ❤️.'],
    [{ type: 'fight', card: k!, position: 1, withWeapon: true, damage: 0 }, undefined, 'Fought ♠ K with the weapon: no damage.'],
    [{ type: 'fight', card: k!, position: 1, withWeapon: true, damage: 3 }, { you: true }, 'You fought ♠ K with the weapon: −3 ❤️.'],
  ];
  it.each(cases)('%j by %j', (event, who, text) => {
    expect(describeScoundrelEvent(ctx.t, event, who)).toBe(text);
  });
});
