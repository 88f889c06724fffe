/**
 * The Scoundrel board and hand in German: every kind of room (weapons,
 * healing, full and wasted potions, monsters with and without a usable
 * weapon, fatal fights, avoidable or not, final rooms), every weapon state,
 * won, dead, abandoned, given-up and stopped runs, both variants, and every
 * state of seeded random games. Each payload stays within Discord's limits,
 * every legal action keeps its button (with the damage the engine then
 * deals), no English is left over, no key leaks untranslated, and negative
 * numbers use the real minus sign.
 */
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { scoundrel, type ScoundrelAction, type ScoundrelState } from '../../../src/games/scoundrel/index.js';
import { scoundrelUi } from '../../../src/discord/ui/scoundrel/index.js';
import { parseCustomId } from '../../../src/discord/custom-id.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { USER_ID, codesOf, ctxFor, embedText, inLanguage, longCtx, play, playout, start, visibleText } from './scoundrel-helpers.js';
import { movesOf } from './moves-of.js';

const de = (over: Partial<MatchContext> = {}) => inLanguage(ctxFor(over), 'de');
const URL = 'https://discord.com/channels/900000000000000001/900000000000000002';

/** English words that have no business in a German payload (matched as whole words, any case). */
const ENGLISH = [
  'the', 'and', 'with', 'you', 'your', 'room', 'rooms', 'weapon', 'weapons', 'potion', 'potions', 'health', 'score', 'dungeon',
  'card', 'cards', 'left', 'bare', 'handed', 'drink', 'drank', 'equip', 'equipped', 'avoid', 'avoided', 'avoiding', 'take', 'fight',
  'fought', 'slain', 'kill', 'hits', 'any', 'none', 'nothing', 'move', 'heal', 'heals', 'damage', 'effect', 'fatal', 'escaped', 'died',
  'dead', 'gave', 'abandoned', 'stopped', 'final', 'playing', 'channel', 'last', 'action', 'outcome', 'this', 'yet', 'full', 'empty',
  'strict', 'rules', 'monsters', 'cleared', 'time', 'runs', 'pick', 'face', 'may', 'not', 'twice', 'row', 'only', 'first', 'already',
  'was', 'is', 'of', 'at', 'for', 'it', 'its', 'on', 'off', 'more', 'under', 'went', 'over', 'someone', 'player', 'slot', 'resolve',
  'escape', 'show', 'hand', 'my', 'no',
];
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}])(${ENGLISH.join('|')})(?![\\p{L}])`, 'giu');

/** The translation keys' groups: a key printed as such means a missing translation. */
const KEY = /(?<![\p{L}])(board|hand|status|task|avoid|potions|room|buttons|weapon|event|variantLine|variants)\.[a-zA-Z]/u;

/** What is neither German nor English: mentions, timestamps, the server's and player's names, the game's name, links. */
function withoutNames(text: string, ctx: MatchContext): string {
  let out = text.replace(/<@[0-9]+>/g, '').replace(/<t:[0-9]+:R>/g, '').replace(/\]\(https:[^)]+\)/g, ']');
  for (const name of [ctx.guildName, ...ctx.seats.map((s) => s.displayName), 'Scoundrel']) out = out.split(name).join(' ');
  return out;
}

/** Checks one German payload: limits, no English, no raw key, no hyphen for a minus. */
function checkGerman(p: MessagePayload, ctx: MatchContext, what: string): void {
  assertWithinDiscordLimits(p);
  const text = visibleText(p);
  const plain = withoutNames(text, ctx);
  expect(plain.match(ENGLISH_WORD), `${what}: English in\n${text}`).toBeNull();
  expect(KEY.test(plain), `${what}: untranslated key in\n${text}`).toBe(false);
  expect(plain, `${what}: a hyphen used as a minus sign`).not.toMatch(/(^|[^\p{L}\p{N}])-[0-9]/u);
}

interface Button {
  label: string;
  code: string;
  style: number;
}

/** The move buttons, row by row (the How to play button every hand carries left out). */
function buttonRows(p: MessagePayload): Button[][] {
  return movesOf(p).map((row) =>
    row.components.map((c) => {
      expect(c.type).toBe(ComponentType.Button);
      const b = c as unknown as { label: string; custom_id: string; style: number };
      return { label: b.label, code: parseCustomId(b.custom_id)?.action ?? '?', style: b.style };
    }),
  );
}

/** The health change a German button label announces, or null when it announces none. */
function announcedChange(label: string): number | null {
  if (label.includes('(kein Schaden)') || label.includes('(keine Wirkung)')) return 0;
  const m = /\((−|\+)([0-9]+)/.exec(label);
  if (m === null) return null;
  return (m[1] === '+' ? 1 : -1) * Number(m[2]);
}

/**
 * Renders a state in German (board and hand, normal and long context) and
 * checks everything; while the run goes on, the hand has one button per legal
 * action (found by clicking), labelled in German with what the engine does.
 */
function checkState(s: ScoundrelState, ctx: MatchContext, what: string): { board: MessagePayload; hand: MessagePayload } {
  const board = scoundrelUi.board(scoundrel.view(s, null), ctx);
  checkGerman(board, ctx, `${what} board`);
  const legal = ctx.status === 'active' ? scoundrel.legalActions(s, 0) : [];
  const hand = scoundrelUi.hand(scoundrel.view(s, 0), legal, ctx, null);
  checkGerman(hand, ctx, `${what} hand`);
  if (s.over || ctx.status !== 'active') {
    expect(movesOf(hand)).toEqual([]);
    return { board, hand };
  }
  const explored = exploreHand(scoundrelUi, scoundrel.view(s, 0), legal, ctx, { maxDepth: 1 });
  expect(explored.problems).toEqual([]);
  expect([...explored.reached.keys()].sort(), what).toEqual(codesOf(legal));
  const rows = buttonRows(hand);
  for (const row of rows) {
    if (row.length === 2) {
      expect(row[0]?.label).toContain('mit der Waffe');
      expect(row[1]?.label).toContain('mit bloßen Händen');
    }
  }
  for (const b of rows.flat()) {
    const change = announcedChange(b.label);
    if (b.code === 'a') {
      expect(b.label).toBe('🏃 Raum meiden');
      continue;
    }
    if (b.label.startsWith('🗡️')) {
      expect(b.label).toMatch(/^🗡️ ♦ [0-9]+ ausrüsten$/);
      continue;
    }
    const r = scoundrel.apply(s, 0, scoundrel.decodeAction(b.code) as ScoundrelAction);
    if (!r.ok) throw new Error(r.error.message);
    expect(change, b.label).toBe(r.state.health - s.health);
    expect(b.label.includes('tödlich'), b.label).toBe(r.state.over && !r.state.won);
  }
  return { board, hand };
}

/** ♦ 5 with ♠ 8 on it, 20 health, room ♠ 3 · ♥ 2 · ♣ 10 · ♣ D, 4 cards left in the dungeon. */
const room2 = (variant: 'standard' | 'strict' = 'standard') => play(start('5D 8S 7H QC 3S 2H 10C 4D 9S JS 6H', variant), 't0', 't1w', 't2');

describe('German board and hand, line by line', () => {
  it('shows a running dungeon on the board', () => {
    const board = scoundrelUi.board(scoundrel.view(room2(), null), de());
    checkGerman(board, de(), 'board');
    expect(board.content).toBeUndefined();
    expect(embedText(board)).toBe(
      [
        'Scoundrel — Alice, Raum 2',
        `<@${USER_ID}> ist im Verlies · Standardregeln`,
        '❤️ 20/20 · 🚪 Raum 2 · ✅ 1 Raum geschafft · 🂠 noch 4 Karten im Verlies',
        '🗡️ ♦ 5 (letztes Opfer ♠ 8) → trifft Monster ≤ 8',
        '🃏 ♠ 3 · ♥ 2 · ♣ 10 · ♣ D',
        '📜 ♥ 7 getrunken: +3 ❤️.',
      ].join('\n'),
    );
  });

  it('shows the room, the weapon and the buttons in the hand', () => {
    const s = room2();
    const hand = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), de(), null);
    checkGerman(hand, de(), 'hand');
    expect(hand.content).toBe('**Du bist dran!** Such dir eine Karte aus oder meide den Raum. Dein Zug endet <t:1800000000:R>.');
    expect(embedText(hand)).toBe(
      [
        'Dein Verlies — Scoundrel, Raum 2',
        `Du spielst auf **Card Club** — [zum Kanal](${URL})`,
        '❤️ 20/20 · 🂠 noch 4 Karten im Verlies · Standardregeln',
        '## Raum 2 — nimm 3 der 4 Karten, die letzte bleibt für den nächsten Raum',
        '**1.** ♠ 3 (Monster) — ⚔️ kein Schaden mit der Waffe · ✊ −3 mit bloßen Händen',
        '**2.** ♥ 2 (Heiltrank) — heilt nichts (Lebenspunkte sind voll)',
        '**3.** ♣ 10 (Monster) — ✊ −10 mit bloßen Händen (zu stark für die Waffe)',
        '**4.** ♣ D (Monster, 12) — ✊ −12 mit bloßen Händen (zu stark für die Waffe)',
        '## Waffe',
        '**♦ 5** — fängt bei jedem Kampf 5 Schaden ab.',
        'Damit erschlagen (1 Monster): ♠ 8.',
        'Trifft noch **Monster ≤ 8** (höchstens so stark wie ihr letztes Opfer).',
        '## Dieser Raum',
        'In diesem Raum noch kein Heiltrank getrunken: Der erste heilt.',
        'Du **darfst diesen Raum meiden**: Seine 4 Karten kommen unter das Verlies (nicht zweimal hintereinander).',
        '## Letzter Zug',
        'Du hast ♥ 7 getrunken: +3 ❤️.',
      ].join('\n'),
    );
    expect(buttonRows(hand).map((row) => row.map((b) => `${b.label} [${b.code}]`))).toEqual([
      ['⚔️ ♠ 3 mit der Waffe (kein Schaden) [t0w]', '✊ ♠ 3 mit bloßen Händen (−3) [t0]'],
      ['🧪 ♥ 2 trinken (+0, Lebenspunkte voll) [t1]'],
      ['✊ ♣ 10 mit bloßen Händen (−10) [t2]'],
      ['✊ ♣ D mit bloßen Händen (−12) [t3]'],
      ['🏃 Raum meiden [a]'],
    ]);
  });

  it('says how a run ended, on the board (content, title, lines) and in the hand', () => {
    const won = play(start('2C 3H 4D 5H'), 't0', 't2', 't1', 't3');
    const wonBoard = scoundrelUi.board(scoundrel.view(won, null), de({ status: 'finished' }));
    expect(wonBoard.content).toBe(`🏆 <@${USER_ID}> ist aus dem Verlies entkommen!`);
    expect(embedText(wonBoard)).toBe(
      [
        'Scoundrel — Alice, entkommen',
        `🏆 <@${USER_ID}> ist mit ❤️ 20/20 aus dem Verlies entkommen — Punktzahl **25** (+5: Die letzte Karte war ein Heiltrank).`,
        'Standardregeln · Raum 2 (letzter Raum) · 2 Räume geschafft · das Verlies ist leer',
      ].join('\n'),
    );
    const wonHand = scoundrelUi.hand(scoundrel.view(won, 0), [], de({ status: 'finished' }), null);
    expect(wonHand.content).toBe('🏆 **Du bist aus dem Verlies entkommen!**');
    expect(embedText(wonHand)).toContain('## Ergebnis\n🏆 Mit ❤️ 20/20 aus dem Verlies entkommen — Punktzahl **25** (+5: Die letzte Karte war ein Heiltrank).');

    const dead = play({ ...start('KS 2D 3H 4H 9S KC'), health: 3 }, 't0');
    const deadBoard = scoundrelUi.board(scoundrel.view(dead, null), de({ status: 'finished' }));
    expect(deadBoard.content).toBe(`💀 <@${USER_ID}> ist im Verlies gestorben.`);
    expect(deadBoard.embeds?.[0]?.title).toBe('Scoundrel — Alice, tot');
    expect(deadBoard.embeds?.[0]?.description).toContain(
      `💀 <@${USER_ID}> ist in Raum 1 bei ❤️ −10/20 gestorben — Punktzahl **−32** (−10 − 22 für die Monster, die noch im Verlies liegen).`,
    );
    expect(visibleText(deadBoard)).not.toContain('ist im Verlies ·');
    const deadHand = scoundrelUi.hand(scoundrel.view(dead, 0), [], de({ status: 'finished' }), null);
    expect(deadHand.content).toBe('💀 **Du bist im Verlies gestorben.**');
    expect(embedText(deadHand)).toContain('## Letzter Zug\nDu hast ♠ K mit bloßen Händen bekämpft: −13 ❤️.');

    const fresh = start('8S 7H QC 3S 2H');
    const abandoned = scoundrelUi.board(scoundrel.view(fresh, null), de({ status: 'abandoned' }));
    expect(abandoned.content).toBe(`⏹️ <@${USER_ID}> hat das Verlies in Raum 1 abgebrochen.`);
    expect(abandoned.embeds?.[0]?.title).toBe('Scoundrel — Alice, abgebrochen');
    expect(abandoned.embeds?.[0]?.description).toContain(`<@${USER_ID}> hat das Verlies in Raum 1 abgebrochen · Standardregeln`);
    expect(scoundrelUi.hand(scoundrel.view(fresh, 0), [], de({ status: 'abandoned' }), null).content).toBe('Dieses Verlies wurde vor dem Ende abgebrochen.');
    const gaveUp = scoundrelUi.board(scoundrel.view(fresh, null), de({ status: 'finished', seats: [{ seat: 0, userId: USER_ID, displayName: 'Alice', forfeited: true }] }));
    expect(gaveUp.content).toBe(`🏳️ <@${USER_ID}> hat in Raum 1 aufgegeben.`);
    expect(gaveUp.embeds?.[0]?.title).toBe('Scoundrel — Alice, aufgegeben');
  });

  it('says when there is nothing to do, and leaves out the deadline when there is none', () => {
    const s = room2();
    const idle = scoundrelUi.hand(scoundrel.view(s, 0), [], de(), null);
    checkGerman(idle, de(), 'idle hand');
    expect(idle.content).toBe('Gerade gibt es nichts zu tun.');
    expect(movesOf(idle)).toEqual([]);
    const noClock = scoundrelUi.hand(scoundrel.view(s, 0), scoundrel.legalActions(s, 0), de({ turnDeadline: null }), null);
    expect(noClock.content).toBe('**Du bist dran!** Such dir eine Karte aus oder meide den Raum.');
    const started = play(s, 't0');
    expect(scoundrelUi.hand(scoundrel.view(started, 0), scoundrel.legalActions(started, 0), de(), null).content).toBe(
      '**Du bist dran!** Such dir eine Karte aus. Dein Zug endet <t:1800000000:R>.',
    );
  });

  it('labels a take of a card the view does not show by its slot', () => {
    const view = { ...scoundrel.view(room2(), 0), room: [] };
    const hand = scoundrelUi.hand(view, [{ type: 'take', card: 2, weapon: true }, { type: 'take', card: 2 }], de(), null);
    checkGerman(hand, de(), 'generic labels');
    expect(buttonRows(hand).map((row) => row.map((b) => b.label))).toEqual([['Karte auf Platz 3 mit der Waffe nehmen', 'Karte auf Platz 3 nehmen']]);
    expect(embedText(hand)).toContain('## Raum 2 — nimm noch 3 Karten, die letzte bleibt für den nächsten Raum\nLeer.');
  });

  it("names Scoundrel's hand button after the dungeon", () => {
    expect(de().t('showHand')).toBe('Mein Verlies zeigen');
  });
});

/** Hand-made states covering every kind of room, weapon state and ending; each legal in both variants. */
function cases(variant: 'standard' | 'strict'): Array<[string, ScoundrelState, Partial<MatchContext>]> {
  const s = (deck: string) => start(deck, variant);
  return [
    ['a fresh room without a weapon, avoidable', s('8S 7H QC 3S 2H'), {}],
    ['a healing potion', { ...s('7H 8S QC 3S 2H'), health: 10 }, {}],
    ['a new weapon replacing one with a kill', play(s('5D 8S 9D 3S 2H 10C 4D 9S JS 6H'), 't0', 't1w'), {}],
    ['a fresh weapon, a full potion, monsters too strong for the weapon', room2(variant), {}],
    ['a wasted potion and fatal fights', { ...play(s('5D 7H 6H QC 3S 2H 10C 4D 9S JS 6S'), 't1', 't0'), health: 7 }, {}],
    ['a room after an avoided one', play(s('8S 7H QC 3S 2H 10C 4D 9S JS 6S'), 'a'), {}],
    ['a weapon that hit a 2', play(s('5D 2S 7H QC 3S 2H 10C 4D 9S JS 6H'), 't0', 't1w'), {}],
    ['a weapon that hit an ace', play(s('5D AS 7H QC 3S 2H 10C 4D 9S JS 6H'), 't0', 't1w'), {}],
    ['the final room, three cards to take', play(s('2C 3H 4D 5H 6C 7H'), 't0', 't1', 't2'), {}],
    ['the final room, its last card', play(s('2C 3H 4D 5H'), 't0', 't2', 't1'), {}],
    ['your move, no deadline', room2(variant), { turnDeadline: null }],
    ['won with the potion bonus', play(s('2C 3H 4D 5H'), 't0', 't2', 't1', 't3'), { status: 'finished' }],
    ['won without a bonus', play(s('2C 3H 4D 5C'), 't0', 't1', 't2', 't3w'), { status: 'finished' }],
    ['dead, monsters left in the dungeon', play({ ...s('KS 2D 3H 4H 9S KC'), health: 3 }, 't0'), { status: 'finished' }],
    ['dead, no monster left', play({ ...s('KS 2H 3H 4H'), health: 3 }, 't0'), { status: 'finished' }],
    ['abandoned', room2(variant), { status: 'abandoned' }],
    ['given up', room2(variant), { status: 'finished', seats: [{ seat: 0, userId: USER_ID, displayName: 'Alice', forfeited: true }] }],
    ['stopped', room2(variant), { status: 'finished' }],
  ];
}

describe.each(['standard', 'strict'] as const)('German, %s variant', (variant) => {
  it.each(cases(variant))('%s', (what, s, over) => {
    for (const ctx of [de(over), inLanguage({ ...longCtx(), ...over }, 'de'), de({ ...over, seats: [] })]) {
      const { board, hand } = checkState(s, ctx, what);
      expect(board.embeds?.[0]?.description).toContain(variant === 'strict' ? 'Strenge Waffen' : 'Standardregeln');
      expect(hand.embeds?.[0]?.description).toContain(variant === 'strict' ? 'Strenge Waffen' : 'Standardregeln');
      if (s.over) expect(board.content).toMatch(s.won ? /^🏆 .* ist aus dem Verlies entkommen!$/ : /^💀 .* ist im Verlies gestorben\.$/);
    }
  });

  it('words the weapon limits of this variant', () => {
    const hit8 = play(start('5D 8S 7H QC 3S 2H 10C 4D 9S JS 6H', variant), 't0', 't1w');
    const hand = embedText(scoundrelUi.hand(scoundrel.view(hit8, 0), scoundrel.legalActions(hit8, 0), de(), null));
    expect(hand).toContain(variant === 'strict' ? 'Trifft noch **Monster ≤ 7** (nur schwächer als ihr letztes Opfer).' : 'Trifft noch **Monster ≤ 8** (höchstens so stark wie ihr letztes Opfer).');
    const hit2 = play(start('5D 2S 7H QC 3S 2H 10C 4D 9S JS 6H', variant), 't0', 't1w');
    const board = scoundrelUi.board(scoundrel.view(hit2, null), de()).embeds?.[0]?.description;
    expect(board).toContain(variant === 'strict' ? '→ trifft kein Monster mehr' : '→ trifft Monster ≤ 2');
    const hitAce = play(start('5D AS 7H QC 3S 2H 10C 4D 9S JS 6H', variant), 't0', 't1w');
    expect(scoundrelUi.board(scoundrel.view(hitAce, null), de()).embeds?.[0]?.description).toContain(
      variant === 'strict' ? '→ trifft Monster ≤ K (13)' : '→ trifft Monster ≤ A (14)',
    );
  });
});

describe('German over seeded random games', () => {
  const games = (['standard', 'strict'] as const).flatMap((variant) =>
    [
      { size: 44, careful: 0.5, avoid: 0.3 },
      { size: 44, careful: 0.95, avoid: 0.5 },
      { size: 12, careful: 0.8, avoid: 0.2 },
      { size: 9, careful: 0.8, avoid: 0 },
    ].map((g, k) => ({ variant, seed: 700 + k + (variant === 'strict' ? 50 : 0), ...g })),
  );
  it.each(games.map((g) => [`${g.variant} seed ${g.seed}, ${g.size} cards`, g] as const))('%s', (_name, game) => {
    const states = playout(game);
    states.forEach((s, i) => {
      const ctx = i % 2 ? inLanguage(longCtx(), 'de') : de({ status: s.over ? 'finished' : 'active' });
      checkState(s, s.over ? { ...ctx, status: 'finished' } : ctx, `${game.variant} seed ${game.seed} state ${i}`);
    });
    expect(states[states.length - 1]?.over).toBe(true);
  });
});
