/**
 * The Lone Wolves board and hands for fixed tables, word for word in English
 * and German: a trick being followed, the wolf → territory step, a 3's
 * reveal, the scar step, a finished game scored territory by territory, a
 * forfeit, an abandoned game, and the shortcuts (one wolf, one territory).
 */
import { describe, expect, it } from 'vitest';
import { loneWolves, type LoneWolvesState } from '../../../src/games/lone-wolves/index.js';
import { forfeitSeat } from '../../../src/games/lone-wolves/forfeit.js';
import { loneWolvesUi } from '../../../src/discord/ui/lone-wolves/index.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { c, edit } from '../../games/lone-wolves/helpers.js';
import { after, benHas, finished, trickFour } from './lone-wolves-fixtures.js';
import { buttonsIn, selectsIn } from './loners-fixtures.js';
import { codesOf, ctxFor, DEADLINE, userId } from './lone-wolves-helpers.js';
import { movesOf } from './moves-of.js';

const EN = ctxFor('en');
const DE = ctxFor('de');
const TIME = `<t:${DEADLINE / 1000}:R>`;
const board = (s: LoneWolvesState, ctx: MatchContext) => loneWolvesUi.board(loneWolves.view(s, null), ctx);
const hand = (s: LoneWolvesState, seat: number, ctx: MatchContext, menu: string | null = null) =>
  loneWolvesUi.hand(loneWolves.view(s, seat), loneWolves.legalActions(s, seat), ctx, menu);
const embed = (p: MessagePayload) => p.embeds?.[0];
const field = (p: MessagePayload, name: string) => embed(p)?.fields?.find((f) => f.name === name)?.value;
const labels = (p: MessagePayload) => buttonsIn(p).map((b) => `${b.label} → ${b.action}`);

describe('the board while a trick is followed', () => {
  it('in English', () => {
    const p = board(trickFour, EN);
    assertWithinDiscordLimits(p);
    expect(p.content).toBe(`<@${userId(1)}>, your turn.`);
    expect(p.components).toBeUndefined();
    expect(embed(p)?.title).toBe('Lone Wolves — trick 4 of 13');
    expect(embed(p)?.description).toBe(`<@${userId(1)}> to follow — time runs out ${TIME}\n👑 Trump: 🔺 (full moon)`);
    const fields = embed(p)?.fields ?? [];
    expect(fields.map((f) => [f.name, f.inline ?? false])).toEqual([
      ['🔺 Territory 1 · worth 2', true],
      ['🔷 Territory 2 · worth 3', true],
      ['🟩 Territory 3 · worth 4', true],
      ['🟡 Territory 4 · worth 5', true],
      ['💜 Territory 5 · worth 6', true],
      ['Trick 4', true],
      ['Last trick', false],
      ['Score if the game ended now', false],
    ]);
    expect(fields[0]?.value).toBe(
      [
        '🌕 Full moon +5 · 👑 trump',
        'Worth 7 to whoever wins it',
        'Middle: empty',
        'Ann: 🐺1 🐺1 · strength **3**',
        'Scars: Strength +1, ◽',
        'Ben: 🔺2 🐺1 · strength **3**',
        'Scars: ◽, ◽',
        'Room for 2 more wolves',
      ].join('\n'),
    );
    expect(fields[1]?.value).toBe(
      ['Middle: Strength +1, 🂠, 🂠', 'Ann: 🟩6 · strength **6**', 'Scars: ◽, ◽', 'Ben: 🔷7 · strength **9**', 'Scars: Strength +2, ◽', 'Room for 4 more wolves'].join('\n'),
    );
    expect(fields[5]?.value).toBe('**Ann** led 💜6 into 💜 Territory 5.\n**Ben** must follow 💜 if possible.\nWolves in hand: Ann 9 · Ben 10');
    expect(fields[6]?.value).toBe('Trick 3: 🟩6 **Ann** (🔷 Territory 2) · 🟡5 **Ben** (🔺 Territory 1) — **Ann** took it: not followed and not trumped.');
    expect(fields[7]?.value).toBe('**Ann** 7 · **Ben** 3 · territories won 1 : 1');
    expect(embed(p)?.footer?.text).toBe('🂠 face-down scar token · 🐺1 lone wolf · ◽ free scar slot · after 13 tricks every territory is scored');
  });

  it('in German', () => {
    const p = board(trickFour, DE);
    expect(p.content).toBe(`<@${userId(1)}>, du bist dran.`);
    expect(embed(p)?.title).toBe('Lone Wolves – Stich 4 von 13');
    expect(embed(p)?.description).toBe(`<@${userId(1)}> ist dran und muss bedienen, wenn möglich – Zug endet ${TIME}\n👑 Trumpf: 🔺 (Vollmond)`);
    expect(embed(p)?.fields?.[0]).toEqual({
      name: '🔺 Gebiet 1 · Punktwert 2',
      value: ['🌕 Vollmond +5 · 👑 Trumpf', 'Bringt dem Sieger 7 Punkte', 'Mitte: leer', 'Ann: 🐺1 🐺1 · Stärke **3**', 'Narben: Stärke +1, ◽', 'Ben: 🔺2 🐺1 · Stärke **3**', 'Narben: ◽, ◽', 'Platz für noch 2 Wölfe'].join('\n'),
      inline: true,
    });
    expect(field(p, 'Stich 4')).toBe('**Ann** hat 💜6 in 💜 Gebiet 5 angespielt.\n**Ben** muss 💜 bedienen, wenn möglich.\nWölfe auf der Hand: Ann 9 · Ben 10');
    expect(field(p, 'Letzter Stich')).toBe('Stich 3: 🟩6 **Ann** (🔷 Gebiet 2) · 🟡5 **Ben** (🔺 Gebiet 1) – **Ann** hat ihn gemacht: nicht bedient und nicht gestochen.');
    expect(field(p, 'Punkte, wenn jetzt Schluss wäre')).toBe('**Ann** 7 · **Ben** 3 · gewonnene Gebiete 1 : 1');
    expect(embed(p)?.footer?.text).toBe('🂠 verdecktes Narbenplättchen · 🐺1 einsamer Wolf · ◽ freier Narbenplatz · nach 13 Stichen wird jedes Gebiet gewertet');
  });

  it('says "no trump yet" before the first moon, and why a trick went to a 2 or to trump', () => {
    const noMoon = edit(trickFour, (d) => {
      d.trump = null;
      d.lastTrick = { cards: [{ seat: 0, card: c(0, 7), territory: 0 }, { seat: 1, card: c(0, 2), territory: 0 }], winner: 1 };
    });
    expect(embed(board(noMoon, EN))?.description?.split('\n')[1]).toBe('No trump yet: the first moon brings it.');
    expect(embed(board(noMoon, DE))?.description?.split('\n')[1]).toBe('Noch kein Trumpf: Er kommt mit dem ersten Mond.');
    expect(field(board(noMoon, EN), 'Last trick')).toMatch(/— \*\*Ben\*\* took it: a 2 beats the 7\.$/);
    expect(field(board(noMoon, DE), 'Letzter Stich')).toMatch(/– \*\*Ben\*\* hat ihn gemacht: Eine 2 schlägt die 7\.$/);
    const trumped = edit(trickFour, (d) => {
      d.lastTrick = { cards: [{ seat: 0, card: c(2, 6), territory: 1 }, { seat: 1, card: c(0, 4), territory: 0 }], winner: 1 };
    });
    expect(field(board(trumped, EN), 'Last trick')).toMatch(/took it: trump\.$/);
    expect(field(board(trumped, DE), 'Letzter Stich')).toMatch(/hat ihn gemacht: Trumpf\.$/);
  });
});

describe('the hand of the player to follow', () => {
  const three = `~w${benHas(c(4, 3))}`;

  it('offers only the wolves that may be played, then the territories, in English', () => {
    const top = hand(trickFour, 1, EN);
    assertWithinDiscordLimits(top);
    expect(top.content).toBe('**Your turn!** Follow 💜: pick a wolf, then the territory it goes to.');
    expect(embed(top)?.title).toBe('Your wolves — Lone Wolves');
    expect(embed(top)?.description).toBe(`Playing in **Card Club** — [go to the board](https://discord.com/channels/900000000000000001/900000000000000002)\n**Your turn** — time runs out ${TIME}\n👑 Trump: 🔺 (full moon)`);
    expect(embed(top)?.fields?.map((f) => f.name)).toEqual(['On the table', 'Territories (strength: you : Ann)', 'Score if the game ended now', 'Your wolves: 10 in hand']);
    expect(embed(top)?.fields?.[1]?.value.split('\n').slice(0, 2)).toEqual([
      '**🔺 Territory 1** · worth 2 · 🌕 Full moon +5 · 👑 trump · room for 2 more wolves',
      'strength 3 : 3 · middle: empty · your scars: ◽, ◽',
    ]);
    expect(embed(top)?.fields?.[3]?.value).toBe('🔺 6\n🔷 4 5\n🟩 3 5 7\n🟡 2 6\n💜 3 5');
    expect(labels(top)).toEqual([`💜3 → ${three}`, `💜5 → ~w${benHas(c(4, 5))}`]);

    const where = hand(trickFour, 1, EN, three);
    expect(where.content).toBe('**Your turn!** Where does 💜3 go? A 3 reveals a face-down scar token there.');
    const n = benHas(c(4, 3));
    expect(labels(where)).toEqual([
      `🔺 Territory 1 (strength 3 : 3) → p${n}.0`,
      `🔷 Territory 2 (strength 9 : 6) · reveals 🂠 → p${n}.1`,
      `🟩 Territory 3 (strength 0 : 0) · reveals 🂠 → p${n}.2`,
      `🟡 Territory 4 (strength 0 : 0) · reveals 🂠 → p${n}.3`,
      `💜 Territory 5 (strength 0 : 6) · reveals 🂠 → p${n}.4`,
      '◀ Back → ~',
    ]);
    expect(movesOf(where)).toHaveLength(2);
  });

  it('in German', () => {
    const top = hand(trickFour, 1, DE);
    expect(top.content).toBe('**Du bist dran!** Bediene 💜: Wähl einen Wolf, dann das Gebiet, in das er geht.');
    expect(embed(top)?.title).toBe('Deine Wölfe – Lone Wolves');
    expect(embed(top)?.fields?.map((f) => f.name)).toEqual(['Im Stich', 'Gebiete (Stärke: du : Ann)', 'Punkte, wenn jetzt Schluss wäre', 'Deine Wölfe: 10 auf der Hand']);
    const where = hand(trickFour, 1, DE, three);
    expect(where.content).toBe('**Du bist dran!** In welches Gebiet schickst du 💜3? Eine 3 deckt dort ein verdecktes Narbenplättchen auf.');
    expect(labels(where).slice(1, 2)).toEqual([`🔷 Gebiet 2 (Stärke 9 : 6) · deckt 🂠 auf → p${benHas(c(4, 3))}.1`]);
    expect(labels(where).at(-1)).toBe('◀ Zurück → ~');
  });

  it('reaches every legal move within two clicks', () => {
    const explored = exploreHand(loneWolvesUi, loneWolves.view(trickFour, 1), loneWolves.legalActions(trickFour, 1), EN);
    expect([...explored.reached.keys()].sort()).toEqual(codesOf(loneWolves.legalActions(trickFour, 1)));
    expect(Math.max(...explored.reached.values())).toBe(2);
  });

  it("the other player's hand shows only their wolves, and does not change while they wait", () => {
    const waiting = hand(trickFour, 0, EN);
    // Its one button, How to play, carries no version: the message stays the same while the match moves on.
    expect(waiting.components?.flatMap((r) => r.components.map((c) => (c as { custom_id: string }).custom_id))).toEqual(['lone-wolves:m1abc:0:!rules']);
    expect({ ...waiting, components: movesOf(waiting) }).toEqual({
      content: 'Not your turn yet.',
      embeds: [
        {
          title: 'Your wolves — Lone Wolves',
          url: 'https://discord.com/channels/900000000000000001/900000000000000002',
          description:
            'Playing in **Card Club** — [go to the board](https://discord.com/channels/900000000000000001/900000000000000002)\nThe territories and whose turn it is are on the board; a new message comes when it is your turn.',
          color: 0x4f545c,
          fields: [{ name: 'Your wolves: 9 in hand', value: '🔺 3 5\n🔷 2 6\n🟩 2 4\n🟡 3 7\n💜 7' }],
        },
      ],
      components: [],
    });
    const later = after(trickFour, `p${benHas(c(4, 3))}.1`, 'r1');
    expect(later.phase).toBe('scar');
    expect(hand(later, 0, EN)).toEqual(waiting);
    expect(hand(trickFour, 0, DE).content).toBe('Du bist noch nicht dran.');
    expect(embed(hand(trickFour, 0, DE))?.fields).toEqual([{ name: 'Deine Wölfe: 9 auf der Hand', value: '🔺 3 5\n🔷 2 6\n🟩 2 4\n🟡 3 7\n💜 7' }]);
  });
});

describe('after a 3: the reveal', () => {
  const revealing = after(trickFour, `p${benHas(c(4, 3))}.1`);

  it.each([
    ['en', EN, '**Your turn!** Your 3 reveals a face-down scar token in 🔷 Territory 2: which one?', ['🂠 Reveal token 2 → r1', '🂠 Reveal token 3 → r2'], '<@100000000000000001> to reveal a face-down scar token (for the 3)'],
    ['de', DE, '**Du bist dran!** Deine 3 deckt ein verdecktes Narbenplättchen in 🔷 Gebiet 2 auf: Welches?', ['🂠 Plättchen 2 aufdecken → r1', '🂠 Plättchen 3 aufdecken → r2'], '<@100000000000000001> deckt ein verdecktes Narbenplättchen auf (wegen der 3)'],
  ] as const)('%s: one button per face-down token', (_lang, ctx, content, buttons, turn) => {
    const p = hand(revealing, 1, ctx);
    assertWithinDiscordLimits(p);
    expect(p.content).toBe(content);
    expect(labels(p)).toEqual(buttons);
    expect(embed(board(revealing, ctx))?.description?.startsWith(turn)).toBe(true);
  });
});

describe('the scar step', () => {
  const scarring = after(trickFour, `p${benHas(c(4, 3))}.1`, 'r1');

  it('in English: a menu per token in the middle (face-down ones unnamed), what each would do where, and "no token"', () => {
    const p = hand(scarring, 1, EN);
    assertWithinDiscordLimits(p);
    expect(p.content).toBe('**Your turn!** You lost the trick: take a scar token from 🔷 Territory 2 onto a free slot of yours, or take none.');
    const selects = selectsIn(p);
    expect(selects.map((s) => s.placeholder)).toEqual(['Take the Strength +1 token and lay it in…', 'Take the Strength +2 token and lay it in…', 'Take face-down token 3 🂠 and lay it in…']);
    expect(selects[0]?.options?.map((o) => `${o.label} = ${o.value}: ${o.description}`)).toEqual([
      '🔺 Territory 1 = s0.0: Your strength there 3 → 4 (theirs 3)',
      '🔷 Territory 2 = s0.1: Your strength there 10 → 11 (theirs 6)',
      '🟩 Territory 3 = s0.2: Your strength there 0 → 1 (theirs 0)',
      '🟡 Territory 4 = s0.3: Your strength there 0 → 1 (theirs 0)',
      '💜 Territory 5 = s0.4: Your strength there 0 → 1 (theirs 6)',
    ]);
    expect(selects[2]?.options?.[1]?.description).toBe('Unknown until taken · strength there 10 : 6');
    expect(labels(p)).toEqual(['Take no token → x']);
    expect(field(board(scarring, EN), 'Trick 4')).toBe('**Ben** may take a scar token from 🔷 Territory 2.\nWolves in hand: Ann 9 · Ben 9');
    expect(field(board(scarring, EN), 'Last trick')).toBe('Trick 4: 💜6 **Ann** (💜 Territory 5) · 💜3 **Ben** (🔷 Territory 2) — **Ann** took it: the higher value.');
  });

  it('in German', () => {
    const p = hand(scarring, 1, DE);
    expect(p.content).toBe('**Du bist dran!** Du hast den Stich verloren: Nimm ein Narbenplättchen aus 🔷 Gebiet 2 und leg es auf einen deiner freien Narbenplätze – oder nimm keines.');
    expect(selectsIn(p).map((s) => s.placeholder)).toEqual(['Plättchen „Stärke +1“ nehmen und legen in …', 'Plättchen „Stärke +2“ nehmen und legen in …', 'Verdecktes Plättchen 3 🂠 nehmen und legen in …']);
    expect(selectsIn(p)[0]?.options?.[0]?.description).toBe('Deine Stärke dort 3 → 4 (Gegenüber 3)');
    expect(labels(p)).toEqual(['Kein Plättchen nehmen → x']);
  });

  it('tells what Pack, Lone, Points and Territory +2 tokens would bring, and offers only my free slots', () => {
    const full = edit(scarring, (d) => {
      d.territories[1]!.tokens = [{ kind: 'pack', up: true }, { kind: 'lone', up: true }, { kind: 'territory2', up: true }];
      d.territories[3]!.scars[1] = ['points1', 'points2'];
    });
    const p = hand(full, 1, EN);
    const [pack, lone, territory] = selectsIn(p);
    expect(pack?.options?.map((o) => o.label)).toEqual(['🔺 Territory 1', '🔷 Territory 2', '🟩 Territory 3', '💜 Territory 5']);
    expect(pack?.options?.[1]?.description).toBe('1 point as it stands (your face-up 6s and 7s there)');
    expect(lone?.options?.[0]?.description).toBe('1 point as it stands (your lone wolves there)');
    expect(lone?.options?.[2]?.description).toBe('0 points as it stands (your lone wolves there)');
    expect(territory?.options?.[0]?.description).toBe('Its winner gets 7 → 9 · strength 3 : 3');
    expect(selectsIn(hand(full, 1, DE))[0]?.options?.[2]?.description).toBe('Zurzeit 0 Punkte (deine offenen 6er und 7er dort)');
  });
});

describe('a finished game', () => {
  const over = { status: 'finished' as const, turnDeadline: null };

  it('in English: each territory scored, the final score, the result; no hints for play', () => {
    const p = board(finished, { ...EN, ...over });
    assertWithinDiscordLimits(p);
    expect(p.content).toBe(`🏆 <@${userId(0)}> wins the game!`);
    expect(embed(p)?.title).toBe('Lone Wolves — game over');
    expect(embed(p)?.description).toBe('🏆 **Ann** wins with **13** points to 11.\n👑 Trump: 🟩 (blood moon)');
    const values = embed(p)?.fields?.map((f) => f.value.split('\n').slice(-2).join(' | '));
    expect(values?.slice(0, 5)).toEqual([
      'Scars: ◽, ◽ | Tie at 4 : 4 — nobody scores the 7',
      '➜ **Ann** scores **3** | Tokens: **Ann** +3',
      '➜ **Ben** scores **9** | Tokens: **Ann** +1',
      'Tie at 8 : 8 — nobody scores the 5 | Tokens: **Ben** +2',
      'Scars: ◽, ◽ | ➜ **Ann** scores **6**',
    ]);
    expect(embed(p)?.fields?.[5]).toEqual({ name: 'Final score', value: '**Ann** 13 · **Ben** 11 · territories won 2 : 1', inline: true });
    expect(embed(p)?.footer?.text).toBe('🂠 face-down scar token · 🐺1 lone wolf · ◽ free scar slot');
    expect(JSON.stringify(p)).not.toMatch(/time runs out|Room for|must follow|your turn|may take/);
    for (const seat of [0, 1]) {
      const h = hand(finished, seat, { ...EN, ...over });
      expect(h.content).toBe('The game is over.');
      expect(movesOf(h)).toEqual([]);
      expect(embed(h)?.description?.split('\n')[1]).toBe('🏆 **Ann** wins with **13** points to 11.');
    }
  });

  it('in German', () => {
    const p = board(finished, { ...DE, ...over });
    expect(p.content).toBe(`🏆 <@${userId(0)}> gewinnt das Spiel!`);
    expect(embed(p)?.title).toBe('Lone Wolves – Spiel vorbei');
    expect(embed(p)?.description?.split('\n')[0]).toBe('🏆 **Ann** gewinnt mit **13** Punkten gegen 11.');
    expect(embed(p)?.fields?.[0]?.value.split('\n').at(-1)).toBe('Gleichstand 4 : 4 – niemand bekommt die 7');
    expect(embed(p)?.fields?.[2]?.value.split('\n').slice(-2)).toEqual(['➜ **Ben** bekommt **9**', 'Plättchen: **Ann** +1']);
    expect(embed(p)?.fields?.[5]).toEqual({ name: 'Endstand', value: '**Ann** 13 · **Ben** 11 · gewonnene Gebiete 2 : 1', inline: true });
    expect(hand(finished, 1, { ...DE, ...over }).content).toBe('Das Spiel ist vorbei.');
  });

  it('names the tie-break that decided it', () => {
    // Ann 12 without her Points +1; Ben 12 with a Points +1 more.
    const level = edit(finished, (d) => {
      d.territories[2]!.scars[0] = [];
      d.territories[0]!.scars[1] = ['points1'];
    });
    expect(embed(board(level, { ...EN, ...over }))?.description?.split('\n')[0]).toBe('🏆 **Ann** wins: level on points (12), more territories won (2 to 1).');
    expect(embed(board(level, { ...DE, ...over }))?.description?.split('\n')[0]).toBe('🏆 **Ann** gewinnt: punktgleich (12), aber mehr gewonnene Gebiete (2 zu 1).');
    // 💜 Territory 5 tied 7 : 7 as well, and Ann's 6 points made up by tokens: the last trick (Ann's) decides.
    const allLevel = edit(level, (d) => {
      d.territories[4]!.scars[0] = [];
      d.territories[4]!.wolves[1] = [{ card: c(4, 5), lone: false }, { card: c(1, 4), lone: true }, { card: c(2, 5), lone: true }];
      d.territories[0]!.scars[0] = ['points2', 'points2'];
      d.territories[2]!.scars[0] = ['points1'];
      d.territories[3]!.scars[0] = ['points1'];
    });
    expect(embed(board(allLevel, { ...EN, ...over }))?.description?.split('\n')[0]).toBe('🏆 **Ann** wins: level on points (12) and territories (1), and took the last trick.');
    expect(embed(board(allLevel, { ...DE, ...over }))?.description?.split('\n')[0]).toBe(
      '🏆 **Ann** gewinnt: punktgleich (12) und gleich viele Gebiete (1), aber mit dem letzten Stich.',
    );
  });

  it('after a forfeit: the other player wins, with the points as they stood', () => {
    const left = forfeitSeat(trickFour, 1);
    const ctx = { ...EN, ...over, seats: EN.seats.map((s) => ({ ...s, forfeited: s.seat === 1 })) };
    const p = board(left, ctx);
    expect(p.content).toBe(`🏆 <@${userId(0)}> wins the game!`);
    expect(embed(p)?.description?.split('\n')[0]).toBe('🏆 **Ann** wins: **Ben** left the game.');
    expect(embed(p)?.fields?.[5]?.value).toBe('**Ann** 7 · **Ben** 3 · territories won 1 : 1');
    expect(embed(board(left, { ...ctx, lang: 'de', t: DE.t }))?.description?.split('\n')[0]).toBe('🏆 **Ann** gewinnt: **Ben** hat das Spiel verlassen.');
  });

  it('an abandoned game stops without hints or components', () => {
    const ctx = { ...EN, status: 'abandoned' as const, turnDeadline: null };
    const p = board(trickFour, ctx);
    expect(p.content).toBeUndefined();
    expect(embed(p)?.description?.split('\n')[0]).toBe('The game was abandoned.');
    expect(field(p, 'Trick 4')).toBe('**Ann** led 💜6 into 💜 Territory 5.\nWolves in hand: Ann 9 · Ben 10');
    expect(movesOf(hand(trickFour, 1, ctx))).toEqual([]);
    expect(embed(board(trickFour, { ...ctx, lang: 'de', t: DE.t }))?.description?.split('\n')[0]).toBe('Das Spiel wurde abgebrochen.');
  });
});

describe('shortcuts', () => {
  it('a wolf is one click when only one territory has room', () => {
    const cramped = edit(trickFour, (d) => {
      for (const k of [0, 1, 2, 3]) d.territories[k]!.wolves = [[0, 1, 2].map((v) => ({ card: c(k, v + 2), lone: true })), [0, 1, 2].map((v) => ({ card: c(k, v + 2), lone: true }))];
    });
    for (const [ctx, content] of [
      [EN, '**Your turn!** Follow 💜: only 💜 Territory 5 has room left.'],
      [DE, '**Du bist dran!** Bediene 💜: Nur in 💜 Gebiet 5 ist noch Platz.'],
    ] as const) {
      const p = hand(cramped, 1, ctx);
      expect(p.content).toBe(content);
      expect(labels(p)).toEqual([`💜3 → p${benHas(c(4, 3))}.4`, `💜5 → p${benHas(c(4, 5))}.4`]);
    }
  });

  it('a single playable wolf goes straight to its territories, with no way back', () => {
    const one = edit(trickFour, (d) => {
      d.hands[1] = d.hands[1]!.filter((x) => !(x.colour === 4 && x.value === 3));
    });
    const p = hand(one, 1, EN);
    expect(p.content).toBe('**Your turn!** 💜5 is the only wolf you may play: where does it go?');
    expect(labels(p)).toHaveLength(5);
    expect(labels(p).some((l) => l.includes('Back'))).toBe(false);
    expect(hand(one, 1, DE).content).toBe('**Du bist dran!** 💜5 ist der einzige Wolf, den du spielen darfst: In welches Gebiet schickst du ihn?');
  });

  it('a player without the led colour may play any wolf, and is told so', () => {
    const noPurple = edit(trickFour, (d) => {
      d.hands[1] = d.hands[1]!.filter((x) => x.colour !== 4);
    });
    expect(hand(noPurple, 1, EN).content).toBe('**Your turn!** You have no 💜: play any wolf, then pick its territory.');
    expect(hand(noPurple, 1, DE).content).toBe('**Du bist dran!** Du hast kein 💜: Spiel einen beliebigen Wolf, dann wähl sein Gebiet.');
    expect(buttonsIn(hand(noPurple, 1, EN))).toHaveLength(8);
  });

  it('a full hand of 13 wolves to lead: 13 buttons in three rows, within limits in both languages', () => {
    const start = loneWolves.setup({ players: 2, seed: 'thirteen', options: { firstSeat: 0 } });
    for (const ctx of [EN, DE]) {
      const p = hand(start, 0, ctx);
      assertWithinDiscordLimits(p);
      expect(movesOf(p)).toHaveLength(3);
      expect(buttonsIn(p)).toHaveLength(13);
      expect(embed(p)?.fields?.at(-1)?.name).toBe(ctx === EN ? 'Your wolves: 13 in hand' : 'Deine Wölfe: 13 auf der Hand');
    }
    expect(hand(start, 0, EN).content).toBe('**Your turn!** Lead a wolf: pick one, then the territory it goes to.');
    expect(hand(start, 0, DE).content).toBe('**Du bist dran!** Spiel einen Wolf an: Wähl ihn aus, dann das Gebiet, in das er geht.');
  });
});
