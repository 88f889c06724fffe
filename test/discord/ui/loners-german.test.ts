/**
 * Loners in English and German: the locale files (same keys, same
 * {{variables}}, every plural form, every key the renderers use and no
 * other), the German rules summary, and the board and every hand menu step
 * rendered in German — within Discord's limits, every legal action within
 * three clicks, no English left. Also the playtest's findings: one symbol
 * for the Guard, 🏆 only for the match, proper plurals, en dashes, and no
 * hints for play on a finished match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loners, type LastAction, type LonersCard, type LonersState } from '../../../src/games/loners/index.js';
import { resourcesOf } from '../../../src/discord/i18n/index.js';
import { describeAction, lonersUi } from '../../../src/discord/ui/loners/index.js';
import de from '../../../src/discord/ui/loners/locales/de.json' with { type: 'json' };
import en from '../../../src/discord/ui/loners/locales/en.json' with { type: 'json' };
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { codesOf, ctxFor, inLanguage, longCtx, userId } from './loners-helpers.js';
import { buttonsIn, embedText, selectsIn, table } from './loners-fixtures.js';
import { englishIn, expectDashes, expectTranslated, visibleTexts } from './loners-texts.js';
import { flattenTexts } from '../../support/texts.js';
import { movesOf } from './moves-of.js';

const flatten = flattenTexts;

const EN = flatten(en);
const DE = flatten(de);
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** Strings that read the same in both languages on purpose: the game's name and pure formats. */
const SAME_IN_BOTH = ['title', 'variants.standard', 'variantName.standard', 'choice.segment', 'choice.segmentMenu', 'menu.part', 'menu.prompt'];

/** Keys the platform reads, not the renderers. */
const PLATFORM_KEYS = ['title', 'description', 'rules', 'variants.standard', 'variants.layered', 'howToPlay.goal', 'howToPlay.turn', 'howToPlay.buttons'];

const SOURCE_DIR = new URL('../../../src/discord/ui/loners/', import.meta.url);
const source = readdirSync(SOURCE_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(new URL(f, SOURCE_DIR), 'utf8'))
  // The shared helpers (ordinals, seat names) read keys from the game's texts too.
  .concat(['text.ts', 'seats.ts'].map((f) => readFileSync(new URL(`../${f}`, SOURCE_DIR), 'utf8')))
  .join('\n');
/** Every quoted string of the renderers that looks like a key: 'board.title', 'nth'. */
const quotedKeys = new Set([...source.matchAll(/'([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)*)'/g)].map((m) => m[1] as string));

describe("Loners' locale files", () => {
  it('have exactly the same keys in English and German', () => {
    expect([...DE.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('use the same {{variables}} in each string of both languages', () => {
    const differ = [...EN].filter(([key, text]) => variables(text).join() !== variables(DE.get(key) ?? '').join());
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it("give every plural the forms its language needs (cardinal and ordinal), each with {{count}}", () => {
    for (const [lang, texts] of [['en', EN], ['de', DE]] as const) {
      const groups = new Map<string, Set<string>>();
      for (const key of texts.keys()) {
        const m = PLURAL.exec(key);
        if (!m) continue;
        const group = `${baseKey(key)}${m[1] ? ' ordinal' : ''}`;
        groups.set(group, (groups.get(group) ?? new Set()).add(m[2] as string));
        expect(texts.get(key), `${lang} ${key}`).toContain('{{count}}');
      }
      expect(groups.size).toBeGreaterThan(10);
      for (const [group, forms] of groups) {
        const rules = new Intl.PluralRules(lang, { type: group.endsWith(' ordinal') ? 'ordinal' : 'cardinal' });
        for (const category of rules.resolvedOptions().pluralCategories) expect(forms.has(category), `${lang} ${group} needs _${category}`).toBe(true);
      }
    }
  });

  it('are translated: a German string equals the English one only for the name and pure formats', () => {
    const same = [...EN].filter(([key, text]) => DE.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
    for (const [key, text] of DE) expect(englishIn(text.replace(/\{\{[^}]*\}\}/g, ' '), ctxFor(2)), key).toBeNull();
  });

  it('hold every key the renderers use, and no key they do not', () => {
    const keys = new Set([...EN.keys()].map(baseKey));
    const used = [...quotedKeys].filter((k) => k.includes('.') || keys.has(k));
    const missing = used.filter((k) => !keys.has(k) && !/^[a-z]+\.(js|ts|json)$/.test(k));
    expect(missing).toEqual([]);
    const unused = [...keys].filter((k) => !quotedKeys.has(k) && !PLATFORM_KEYS.includes(k));
    expect(unused).toEqual([]);
  });

  it('write ranges with an en dash, never a hyphen or minus sign', () => {
    for (const [key, text] of [...EN, ...DE]) expect(text, key).not.toMatch(/(\d|\}\})\s?[-−]\s?(\d|\{\{)/);
  });

  it('keep the German rules summary complete, in the game vocabulary, under 4,000 characters', () => {
    const rules = inLanguage(ctxFor(2), 'de').t('rules');
    expect(rules).toBe(de.rules);
    expect(rules.length).toBeLessThan(4000);
    for (const word of ['Einzelgänger', 'Kreis der Einzelgänger', 'Straße', 'Bande', 'Wache', '**W**', 'wackelig', 'anheuern', 'Kampf', 'Klauen', 'Wache rufen', 'Rückzug', 'NIEDRIGER', 'Ausgehen', 'Aufnehmen', 'Patt', 'Einzelgänger-Reihe', '**2 Runden**', 'umsortieren', 'Partie']) {
      expect(rules).toContain(word);
    }
    expect(englishIn(rules, ctxFor(2))).toBeNull();
    // Paragraph for paragraph the English summary: nothing left out.
    const shape = (text: string) => text.split('\n').map((line) => line.replace(/[^#\-*].*$/, ''));
    expect(shape(rules)).toEqual(shape(en.rules));
  });

  it('are the texts i18next serves for the loners namespace', () => {
    expect(resourcesOf('en', 'loners')).toEqual(en);
    expect(resourcesOf('de', 'loners')).toEqual(de);
  });
});

// ——— Rendering ———

const EN3 = ctxFor(3);
const DE3 = inLanguage(EN3, 'de');
const deOf = (ctx: MatchContext) => inLanguage(ctx, 'de');

/** A German render next to the English one: limits, dashes, no English left. */
function checkGerman(render: (ctx: MatchContext) => MessagePayload, ctx: MatchContext, what: string): MessagePayload {
  const german = render(deOf(ctx));
  assertWithinDiscordLimits(german);
  expectDashes(german, what);
  expectTranslated(german, render(inLanguage(ctx, 'en')), deOf(ctx), what);
  return german;
}

const filler = (n: number): LonersCard[] => Array.from({ length: n }, (_, i) => (i % 2 ? 7 : 1));
const street = { cards: [4, 5, 6], owner: 1, volatile: true, guards: 1 };
const RECENT: LastAction[] = [
  { seat: 0, type: 'fight', crew: [4, 5, 6], loner: 5, cleared: false },
  { seat: 1, type: 'fight', crew: [7, 7], loner: null, cleared: true },
  { seat: 2, type: 'steal', card: 3, crew: [3, 4, 5, 6] },
  { seat: 0, type: 'security', guards: 1 },
  { seat: 0, type: 'security', guards: 2 },
  { seat: 1, type: 'retreat', loner: 5, cleared: false },
  { seat: 1, type: 'retreat', loner: null, cleared: true },
  { seat: 2, type: 'pickup', cards: [5, 3, 8] },
  { seat: 2, type: 'forfeit' },
];
const midGame: LonersState = {
  ...table({ hands: [[1, 2, 3, 'guard'], [8, 8], [5]], circle: [7, 2, 5], street, toAct: 2 }),
  roundWins: [1, 0, 0],
  round: 2,
  recent: RECENT,
  lastAction: RECENT[3] as LastAction,
  lastRound: { round: 1, winner: 0, reason: 'stalemate' },
};
const finished: LonersState = {
  ...midGame,
  active: [true, false, true],
  hands: [[1], [], [5]],
  toAct: null,
  winner: 0,
  roundWins: [2, 0, 1],
  lastRound: { round: 3, winner: 0, reason: 'out' },
};

describe('the board in German', () => {
  const boards: Array<[string, LonersState, Partial<MatchContext>]> = [
    ['mid-game: reversed, volatile, every kind of action in the log', midGame, {}],
    ['Layered', { ...midGame, variant: 'layered' }, {}],
    ['normal order again, not volatile', { ...midGame, street: { cards: [2, 2], owner: 0, volatile: false, guards: 2 } }, {}],
    ['no Guard, one Loner left', { ...midGame, street: { ...street, guards: 0 }, circle: [4] }, {}],
    ['empty Street and Circle', { ...midGame, street: null, circle: [] }, {}],
    ['a pick-up', { ...midGame, street: null, hands: [[], [8, 8], [5]], toAct: 0, pendingPickup: true }, {}],
    ['abandoned', midGame, { status: 'abandoned' }],
    ['finished', finished, { status: 'finished', turnDeadline: null }],
    ['finished, Layered, a forfeit round', { ...finished, variant: 'layered', lastRound: { round: 3, winner: 0, reason: 'forfeit' } }, { status: 'finished', turnDeadline: null }],
  ];
  it.each(boards)('%s', (what, s, over) => {
    checkGerman((ctx) => lonersUi.board(loners.view(s, null), { ...ctx, ...over }), EN3, what);
    checkGerman((ctx) => lonersUi.board(loners.view(s, null), { ...ctx, ...over }), longCtx(3), `${what} (long names)`);
  });

  it('reads as German players write it', () => {
    const board = lonersUi.board(loners.view(midGame, null), DE3);
    expect(board.content).toBe(`<@${userId(2)}>, du bist dran.`);
    const embed = board.embeds?.[0];
    expect(embed?.title).toBe('Loners – Runde 2');
    expect(embed?.description).toBe(`<@${userId(2)}> ist dran – Zug endet <t:${1_800_000_000}:R>`);
    const field = (name: string) => embed?.fields?.find((f) => f.name === name)?.value;
    expect(field('Kreis der Einzelgänger')).toBe('7 · 2 · 5  (3 Einzelgänger, alle frei wählbar)');
    expect(field('Straße')).toBe(
      '**4 5 6** – 3er-Folge (4–6), gespielt von **Bob**\n⚠️ Wackelig (mit Einzelgänger), aber kein Klauen, solange die Wache die Rangfolge umdreht.\n1 Wache – Rangfolge **umgedreht**: Spiel **NIEDRIGER** (die schwächere Bande gewinnt).',
    );
    expect(field('Spieler')).toBe(
      [`• <@${userId(0)}> (Alice) – 4 Karten · Rundensiege: 1`, `• <@${userId(1)}> (Bob) – 2 Karten · Rundensiege: 0`, `▶ <@${userId(2)}> (Carol) – 1 Karte · Rundensiege: 0`].join('\n'),
    );
    expect(field('Letzte Runde')).toBe('Runde 1 ging an **Alice** (Patt: wenigste Karten).');
    expect(embed?.footer?.text).toBe('Ziel: 2 Rundensiege · Standardregeln · 3 Spieler');
  });

  it('words every action in German', () => {
    expect(RECENT.map((a) => describeAction(a, DE3))).toEqual([
      '**Alice** hat 4 5 6 gespielt (Einzelgänger 5 angeheuert).',
      '**Bob** hat 7 7 gespielt – die Straße wurde geräumt.',
      '**Carol** hat die Bande mit einer 3 geklaut: jetzt 3 4 5 6.',
      '**Alice** hat die Wache gerufen (1 Wache auf der Straße: spiel NIEDRIGER).',
      '**Alice** hat die Wache gerufen (2 Wachen auf der Straße: normale Rangfolge).',
      '**Bob** hat sich zurückgezogen und Einzelgänger 5 genommen.',
      '**Bob** hat gepasst (kein Einzelgänger mehr) – die Straße wird geräumt.',
      '**Carol** ist ausgegangen und hat die Einzelgänger aufgenommen: 5 3 8.',
      '**Carol** hat aufgegeben.',
    ]);
    expect(describeAction({ seat: 5, type: 'forfeit' }, DE3)).toBe('**Platz 6** hat aufgegeben.');
  });
});

describe('a finished match shows no hints for play', () => {
  const HINTS = /HIGHER|LOWER|HÖHER|NIEDRIGER|may be taken|frei wählbar|is available|ist frei|can(not)? be stolen|geklaut werden|whoever goes out|Wer jetzt ausgeht|leads any crew|beliebige Bande|your turn|du bist dran|▶/i;
  const hinted = { ...finished, street: { cards: [5, 5], owner: 1, volatile: true, guards: 1 } };

  it.each(['en', 'de'] as const)('%s: the board, standard and Layered', (lang) => {
    for (const variant of ['standard', 'layered'] as const) {
      const board = lonersUi.board(loners.view({ ...hinted, variant }, null), inLanguage({ ...EN3, status: 'finished', turnDeadline: null }, lang));
      for (const piece of visibleTexts(board)) expect(piece.text, `${variant} ${piece.where}`).not.toMatch(HINTS);
      expect(embedText(board)).toContain(lang === 'en' ? '**5 5** — set of 2, played by **Bob**' : '**5 5** – 2er-Satz, gespielt von **Bob**');
    }
  });

  it.each(['en', 'de'] as const)('%s: the hands, with no components', (lang) => {
    const ctx = inLanguage({ ...EN3, status: 'finished', turnDeadline: null }, lang);
    for (let seat = 0; seat < 3; seat++) {
      const hand = lonersUi.hand(loners.view(hinted, seat), [], ctx, null);
      expect(movesOf(hand)).toEqual([]);
      expect(hand.content).toBe(lang === 'en' ? 'The match is over.' : 'Die Partie ist vorbei.');
      for (const piece of visibleTexts(hand)) expect(piece.text, piece.where).not.toMatch(HINTS);
    }
  });

  it('an empty Street and Circle are just empty', () => {
    const empty = lonersUi.board(loners.view({ ...finished, street: null, circle: [] }, null), { ...DE3, status: 'finished', turnDeadline: null });
    expect(empty.embeds?.[0]?.fields?.slice(0, 2).map((f) => f.value)).toEqual(['Leer.', 'Leer.']);
  });
});

describe('the playtest findings', () => {
  const withGuards = table({ hands: [[4, 'guard', 6, 6, 'guard', 3], filler(11)], circle: [5, 6], street: { cards: [2], owner: 1, volatile: false, guards: 0 } });

  it.each([
    ['en', 'G', 'Your hand: 6 cards (G = Security Guard)', 'As card 2 — between 4 and G'],
    ['de', 'W', 'Deine Hand: 6 Karten (W = Wache)', 'Als Karte 2 – zwischen 4 und W'],
  ] as const)('%s: the Guard is one letter in the hand grid, its legend and the menus; no 🛡️', (lang, letter, legend, place) => {
    const ctx = inLanguage(ctxFor(2), lang);
    const view = loners.view(withGuards, 0);
    const legal = loners.legalActions(withGuards, 0);
    const hand = lonersUi.hand(view, legal, ctx, '~r0');
    const mine = hand.embeds?.[0]?.fields?.at(-1);
    expect(mine?.name).toBe(legend);
    expect(mine?.value.split('\n')[2]).toBe(`  4  ${letter}  6  6  ${letter}  3`);
    expect(selectsIn(hand)[0]?.options?.[1]?.label).toBe(place);
    for (const screen of exploreHand(lonersUi, view, legal, ctx).screens) expect(JSON.stringify(screen.payload)).not.toContain('🛡');
    expect(JSON.stringify(lonersUi.board(loners.view(midGame, null), inLanguage(EN3, lang)))).not.toContain('🛡');
  });

  it.each(['en', 'de'] as const)('%s: 🏆 marks only the match, not the round wins', (lang) => {
    const ctx = inLanguage(EN3, lang);
    const playing = lonersUi.board(loners.view(midGame, null), ctx);
    expect(JSON.stringify(playing)).not.toContain('🏆');
    const over = lonersUi.board(loners.view(finished, null), { ...ctx, status: 'finished', turnDeadline: null });
    expect(over.content?.startsWith('🏆')).toBe(true);
    expect(over.embeds?.[0]?.fields?.find((f) => f.value.includes('~~Bob~~'))?.value).not.toContain('🏆');
  });

  it.each([
    ['en', [4], '4  (1 Loner, free to take)', 'Your hand: 1 card'],
    ['de', [4], '4  (1 Einzelgänger, frei wählbar)', 'Deine Hand: 1 Karte'],
    ['en', [4, 5], '4 · 5  (2 Loners, any may be taken)', 'Your hand: 1 card'],
    ['de', [4, 5], '4 · 5  (2 Einzelgänger, alle frei wählbar)', 'Deine Hand: 1 Karte'],
  ] as const)('%s: proper plurals (%j)', (lang, circle, circleLine, handLine) => {
    const s = table({ hands: [[3], filler(11)], circle: [...circle], street: { cards: [8], owner: 1, volatile: false, guards: 0 } });
    const ctx = inLanguage(ctxFor(2), lang);
    expect(lonersUi.board(loners.view(s, null), ctx).embeds?.[0]?.fields?.[0]?.value).toBe(circleLine);
    expect(lonersUi.hand(loners.view(s, 0), loners.legalActions(s, 0), ctx, null).embeds?.[0]?.fields?.at(-1)?.name).toBe(handLine);
  });
});

describe('the hand menus in German', () => {
  const volatileSet = { cards: [3, 3], owner: 1, volatile: true, guards: 0 };
  const high = { cards: [8], owner: 1, volatile: false, guards: 0 };
  const runs: LonersCard[] = Array.from({ length: 60 }, (_, i) => (i % 8) + 1);
  const cases: Array<[string, LonersState]> = [
    ['pick-up, standard', table({ hands: [[], filler(11)], circle: [5, 3, 8], pendingPickup: true })],
    ['pick-up, Layered', table({ variant: 'layered', hands: [[], filler(11)], circle: [5, 3, 8], pendingPickup: true })],
    ['retreat, Layered', table({ variant: 'layered', hands: [[1, 2, 3], filler(11)], circle: [2, 4, 6], street: high })],
    ['retreat, standard, with a Guard', table({ hands: [[4, 6, 'guard', 2], filler(11)], circle: [5, 5, 1], street: high })],
    ['retreat with 30 cards', table({ hands: [filler(30), filler(11)], circle: [4], street: high })],
    ['retreat with 60 cards, three Loners', table({ players: 4, hands: [filler(60), filler(10), filler(10), filler(10)], circle: [2, 3, 4], street: high })],
    ['pass', table({ hands: [[1, 2], filler(11)], circle: [], street: high })],
    ['crews with several ways', table({ hands: [[4, 6, 1, 1], filler(11)], circle: [5, 3, 5] })],
    ['crews with several ways, Layered', table({ variant: 'layered', hands: [[4, 6, 1, 1, 3], filler(11)], circle: [5, 3, 5] })],
    ['play LOWER', table({ hands: [[1, 8, 8], filler(11)], circle: [], street: { cards: [5, 5], owner: 1, volatile: false, guards: 1 } })],
    ['60 cards of runs: crews grouped by first card', table({ players: 4, hands: [runs, filler(10), filler(10), filler(10)], circle: [4, 4, 4, 5, 5] })],
    ['60 cards of runs, Layered', table({ players: 4, variant: 'layered', hands: [runs, filler(10), filler(10), filler(10)], circle: [4, 4, 4, 5, 5] })],
    ['a few steals as buttons', table({ hands: [[3, 1, 3, 'guard', 1], filler(11)], circle: [6], street: volatileSet })],
    ['many steals and Guards behind menus', table({ hands: [[3, 1, 3, 'guard', 3, 1, 3, 'guard', 3], filler(11)], circle: [6, 7], street: volatileSet })],
  ];

  it.each(cases)('%s: every legal action within three clicks, within limits, all German', (what, s) => {
    for (const base of [ctxFor(s.players), longCtx(s.players)]) {
      const ctx = deOf(base);
      const seat = s.toAct as number;
      const view = loners.view(s, seat);
      const legal = loners.legalActions(s, seat);
      const explored = exploreHand(lonersUi, view, legal, ctx);
      expect(explored.problems).toEqual([]);
      expect([...explored.reached.keys()].sort()).toEqual(codesOf(legal));
      expect(Math.max(...explored.reached.values())).toBeLessThanOrEqual(3);
      // The same screens as in English, click for click.
      const english = exploreHand(lonersUi, view, legal, inLanguage(base, 'en'));
      expect(explored.screens.map((x) => x.menu)).toEqual(english.screens.map((x) => x.menu));
      for (const screen of explored.screens) {
        assertWithinDiscordLimits(screen.payload);
        expectDashes(screen.payload, `${what} ${screen.menu}`);
        expectTranslated(screen.payload, lonersUi.hand(view, legal, inLanguage(base, 'en'), screen.menu), ctx, `${what} menu ${screen.menu}`);
      }
      // The other seats' hands: no components, all German.
      const other = (seat + 1) % s.players;
      checkGerman((c) => lonersUi.hand(loners.view(s, other), [], c, null), base, `${what} seat ${other}`);
    }
  });

  it('words the menus as German players write them', () => {
    const ctx = deOf(ctxFor(2));
    const s = table({ hands: [[3, 1, 3, 'guard', 1], filler(11)], circle: [6], street: volatileSet });
    const top = lonersUi.hand(loners.view(s, 0), loners.legalActions(s, 0), ctx, null);
    expect(top.content).toBe('**Du bist dran!** Zieh dich zurück, klau die Bande oder ruf die Wache.');
    expect(buttonsIn(top).map((b) => b.label)).toEqual(['Rückzug: Einzelgänger 6 nehmen…', 'Wache rufen', 'Mit 3 klauen (Karte 1)', 'Mit 3 klauen (Karte 3)']);
    expect(buttonsIn(lonersUi.hand(loners.view(s, 0), loners.legalActions(s, 0), ctx, '~r0')).map((b) => b.label)).toEqual(['◀ Zurück']);
    const crews = table({ hands: [[4, 6, 1, 1], filler(11)], circle: [5, 3, 5] });
    const lead = lonersUi.hand(loners.view(crews, 0), loners.legalActions(crews, 0), ctx, null);
    expect(lead.content).toBe('**Du bist dran!** Die Straße ist leer: Spiel eine Bande aus.');
    expect(selectsIn(lead)[0]?.placeholder).toBe('Spiel eine Bande aus…');
    const variants = lonersUi.hand(loners.view(crews, 0), loners.legalActions(crews, 0), ctx, '~f0.1');
    expect(variants.content).toBe('**Du bist dran!** Karten 1–2 (4 6): Wie willst du sie spielen?');
    expect(selectsIn(variants)[0]?.options?.[0]).toMatchObject({ label: '4 5 6 (Einzelgänger 5)', description: 'Einzelgänger 5 (1. im Kreis) als 2. Karte · 3er-Folge (4–6)' });
    const big = table({ hands: [filler(30), filler(11)], circle: [4], street: high });
    expect(selectsIn(lonersUi.hand(loners.view(big, 0), loners.legalActions(big, 0), ctx, '~r0')).map((x) => x.placeholder)).toEqual([
      'Einzelgänger 4 an Position… (Positionen 1–25)',
      'Einzelgänger 4 an Position… (Positionen 26–31)',
    ]);
  });
});
