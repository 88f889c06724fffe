/** The reusable test helpers themselves: the Discord limit checker and the click navigator. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { buildCustomId } from '../../../src/discord/custom-id.js';
import type { GameUi, MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { ctxFor } from './loners-helpers.js';

const ctx = ctxFor(2, { game: 'toy' });
const id = (action: string) => buildCustomId(ctx.game, ctx.matchId, ctx.version, action);
const btn = (action: string, extra: object = {}) => ({ type: ComponentType.Button, style: ButtonStyle.Primary, label: action, custom_id: id(action), ...extra });
const select = (action: string, values: string[]) => ({
  type: ComponentType.StringSelect,
  custom_id: id(action),
  options: values.map((value) => ({ label: value, value })),
});
const row = (...components: object[]) => ({ type: ComponentType.ActionRow, components });
const payload = (...rows: object[]): MessagePayload => ({ components: rows as MessagePayload['components'] });

describe('assertWithinDiscordLimits', () => {
  it('accepts a message at the limits', () => {
    const rows = [row(...['a', 'b', 'c', 'd', 'e'].map((a) => btn(a))), ...[1, 2, 3, 4].map((n) => row(select(`~m${n}`, Array.from({ length: 25 }, (_, i) => `v${i}`))))];
    expect(() =>
      assertWithinDiscordLimits({
        content: 'x'.repeat(2000),
        embeds: [{ title: 't'.repeat(256), description: 'd'.repeat(4096), fields: [{ name: 'n', value: 'v'.repeat(1024) }] }],
        ...payload(...rows),
      }),
    ).not.toThrow();
  });

  it.each<[string, MessagePayload, RegExp]>([
    ['long content', { content: 'x'.repeat(2001) }, /content: 2001 characters/],
    ['six rows', payload(...[1, 2, 3, 4, 5, 6].map((n) => row(btn(`b${n}`)))), /6 action rows/],
    ['six buttons', payload(row(...[1, 2, 3, 4, 5, 6].map((n) => btn(`b${n}`)))), /6 buttons/],
    ['26 options', payload(row(select('~m1', Array.from({ length: 26 }, (_, i) => `v${i}`)))), /26 options/],
    ['an empty select', payload(row(select('~m1', []))), /0 options/],
    ['a select beside a button', payload(row(select('~m1', ['a']), btn('b'))), /alone in its row/],
    ['a long label', payload(row(btn('b', { label: 'x'.repeat(81) }))), /label: 81 characters/],
    ['a duplicate custom id', payload(row(btn('b')), row(btn('b'))), /duplicate custom_id/],
    ['a duplicate option value', payload(row(select('~m1', ['a', 'a']))), /duplicate option value/],
    ['a long option description', payload(row({ ...select('~m1', []), options: [{ label: 'a', value: 'a', description: 'd'.repeat(101) }] })), /description: 101/],
    ['a long placeholder', payload(row({ ...select('~m1', ['a']), placeholder: 'p'.repeat(151) })), /placeholder: 151/],
    ['an empty field', { embeds: [{ fields: [{ name: 'n', value: '' }] }] }, /must not be empty/],
    ['a long field', { embeds: [{ fields: [{ name: 'n', value: 'v'.repeat(1025) }] }] }, /value: 1025/],
    ['26 fields', { embeds: [{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }] }, /26 fields/],
    ['a long title', { embeds: [{ title: 't'.repeat(257) }] }, /title: 257/],
    ['a long footer', { embeds: [{ footer: { text: 'f'.repeat(2049) } }] }, /footer.text: 2049/],
    ['6,001 characters of embeds', { embeds: [{ description: 'd'.repeat(4096) }, { description: 'd'.repeat(1905) }] }, /6001 characters in all embeds/],
    // Only Discord's schema, through the fake Discord's checks, knows these.
    ['a button style that does not exist', payload(row(btn('b', { style: 9 }))), /Discord would refuse[^]*components\[0\]\.components\[0\]\.style\[BASE_TYPE_CHOICES\]/],
    ['an embed colour past white', { embeds: [{ title: 't', color: 0x1000000 }] }, /Discord would refuse[^]*embeds\[0\]\.color\[NUMBER_TYPE_MAX\]/],
  ])('rejects %s', (_name, bad, message) => {
    expect(() => assertWithinDiscordLimits(bad)).toThrow(message);
  });
});

describe('exploreHand', () => {
  // A toy game: "a" on top, "b" one menu down, "c" in a select two menus down, "d" three menus down.
  const toy: GameUi<null, string> = {
    gameId: 'toy',
    texts: { en: { title: 'Toy', rules: '' }, de: { title: 'Toy', rules: '' } },
    board: () => ({}),
    howToPlay: () => ({}),
    moveRecord: () => '',
    hand: (_view, _legal, _ctx: MatchContext, menu) => {
      switch (menu) {
        case '~one':
          return payload(row(btn('b'), btn('~two'), btn('~'), btn('!hand')));
        case '~two':
          return payload(row(select('~m1', ['c', '~three'])));
        case '~three':
          return payload(row(btn('d')));
        default:
          return payload(row(btn('a'), btn('~one'), btn('x', { disabled: true })));
      }
    },
  };

  it('finds every engine code with the fewest clicks, following menu steps breadth first', () => {
    const result = exploreHand(toy, null, [], ctx, { maxDepth: 3 });
    expect(result.problems).toEqual([]);
    expect(Object.fromEntries(result.reached)).toEqual({ a: 1, b: 2, c: 3 });
    expect([...result.tooDeep]).toEqual(['d']);
    expect(result.paths.get('c')).toEqual(['~one', '~two', 'toy:m1abc:7:~m1 → c']);
    expect(result.screens.map((s) => [s.menu, s.depth])).toEqual([
      [null, 0],
      ['~one', 1],
      ['~two', 2],
      ['~', 2],
      ['~three', 3],
    ]);
    expect(Object.fromEntries(exploreHand(toy, null, [], ctx, { maxDepth: 4 }).reached)).toEqual({ a: 1, b: 2, c: 3, d: 4 });
  });

  it('reports custom ids of another match or version, and selects without a ~ id', () => {
    const bad: GameUi<null, string> = {
      ...toy,
      hand: () => payload(row(btn('a', { custom_id: 'toy:other1:7:a' })), row(select('b', ['c'])), row(btn('z', { custom_id: 'nonsense' }))),
    };
    const problems = exploreHand(bad, null, [], ctx).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/not for toy:m1abc:7[\s\S]*should carry a ~ code[\s\S]*unparsable custom id nonsense/);
  });
});
