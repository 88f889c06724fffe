/**
 * Right hints: whenever a game's texts or the line under its picture name a
 * move (steal the crew, play LOWER, place a 6 to win, follow 🔺, avoid the
 * room, hit with the weapon), the engine allows that move at that moment,
 * and never when they say it is barred. Seeded random games of every game,
 * every state read as the board and the hand of the seat to act show it.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/discord/i18n/index.js';
import { uis } from '../../../src/discord/ui/index.js';
import { beats, classifyCrew, extendCrew } from '../../../src/games/loners/crews.js';
import { loners, type LonersAction, type LonersState } from '../../../src/games/loners/index.js';
import { guys, fittingValues, TABLE_LIMIT, type GuysState } from '../../../src/games/guys/index.js';
import { loneWolves, type LoneWolvesState } from '../../../src/games/lone-wolves/index.js';
import { scoundrel, type ScoundrelState } from '../../../src/games/scoundrel/index.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { gameCtx } from './game-ctx.js';

const en = (game: string) => translator('en', game);
const textOf = (p: MessagePayload) => JSON.stringify(p);

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Every state of seeded random games of `engine` (the first included). */
function states<S>(engine: { setup(a: { players: number; seed: string; options?: object }): S; toAct(s: S): number | null; legalActions(s: S, seat: number): unknown[]; apply(s: S, seat: number, a: never): { ok: boolean; state?: S } }, players: number[], games: number, options: object = {}): S[] {
  const out: S[] = [];
  for (const n of players) {
    for (let g = 0; g < games; g++) {
      const rand = lcg(g * 7 + n);
      let s = engine.setup({ players: n, seed: `hints-${n}-${g}`, options });
      for (let step = 0; step < 500 && engine.toAct(s) !== null; step++) {
        out.push(s);
        const seat = engine.toAct(s)!;
        const legal = engine.legalActions(s, seat);
        const res = engine.apply(s, seat, legal[rand(legal.length)] as never);
        if (!res.ok || !res.state) throw new Error('refused');
        s = res.state;
      }
    }
  }
  return out;
}

/** What the seat to act reads: the board, the line under its picture, its hand and the line under it. */
function reads(game: string, engine: { view(s: never, seat: number | null): unknown; legalActions(s: never, seat: number): unknown[] }, s: unknown, seat: number, ctx: MatchContext): string {
  const ui = uis[game]!;
  const board = engine.view(s as never, null);
  const view = engine.view(s as never, seat);
  return [textOf(ui.board(board, ctx)), ui.images?.hint?.(board, ctx, null) ?? '', textOf(ui.hand(view, engine.legalActions(s as never, seat), ctx, null)), ui.images?.hint?.(view, ctx, seat) ?? ''].join('\n');
}

const has = (text: string, words: string) => text.includes(words.replace(/\*\*/g, ''));

describe('Loners hints name only legal moves', () => {
  it('stealing, the direction to beat, and the moves a prompt offers', () => {
    const t = en('loners');
    const canSteal = [t('street.volatile'), t('hint.steal')];
    const noSteal = [t('street.volatileNoSteals'), t('hint.noSteals')];
    let steals = 0;
    let barred = 0;
    for (const variant of ['standard', 'layered'] as const) {
      for (const s of states(loners, [2, 3, 4], 3, { variant }) as LonersState[]) {
        const seat = s.toAct!;
        const legal = loners.legalActions(s, seat);
        const text = reads('loners', loners, s, seat, gameCtx('loners', s.players));
        const street = s.street;
        const hand = s.hands[seat] ?? [];
        if (canSteal.some((w) => has(text, w))) {
          expect(street?.volatile && street.guards % 2 === 0, 'volatile, normal order').toBe(true);
          // The named move: anyone holding a card that continues the crew may steal it now.
          const fitting = hand.some((c): c is number => c !== 'guard' && extendCrew(street!.cards, c) !== null);
          if (!s.pendingPickup) expect(legal.some((a) => a.type === 'steal'), `steal with ${JSON.stringify(hand)} on ${street!.cards}`).toBe(fitting);
          if (fitting) steals++;
        }
        if (noSteal.some((w) => has(text, w))) {
          expect(legal.some((a) => a.type === 'steal')).toBe(false);
          barred++;
        }
        if (street && !s.pendingPickup) {
          const lower = has(text, t('hint.lower', { crew: street.cards.join(' ') }));
          const higher = has(text, t('hint.higher', { crew: street.cards.join(' ') }));
          expect(lower, 'LOWER').toBe(street.guards % 2 === 1);
          expect(higher, 'HIGHER').toBe(street.guards % 2 === 0);
          // Every crew offered beats the Street the way the line says.
          for (const a of legal.filter((x): x is Extract<LonersAction, { type: 'fight' }> => x.type === 'fight')) {
            const crew = hand.slice(a.from, a.to + 1) as number[];
            if (a.loner) crew.splice(a.loner.at, 0, s.circle[a.loner.index] as number);
            expect(beats(classifyCrew(crew)!, classifyCrew(street.cards)!, lower)).toBe(true);
          }
        }
        // The prompt's moves, each among the legal actions.
        const prompt = uis.loners!.hand(loners.view(s, seat), legal, gameCtx('loners', s.players), null).content ?? '';
        if (prompt.includes(t('menu.do.steal'))) expect(legal.some((a) => a.type === 'steal')).toBe(true);
        if (prompt.includes(t('menu.do.security'))) expect(legal.some((a) => a.type === 'security')).toBe(true);
        if (prompt.includes(t('menu.do.retreat'))) expect(legal.some((a) => a.type === 'retreat' && a.loner !== undefined)).toBe(true);
      }
    }
    expect(steals).toBeGreaterThan(0);
    expect(barred).toBeGreaterThan(0);
  });
});

describe('Guys hints name only legal moves', () => {
  it('"needs 1 or 6": the seat to act may place each such card it holds, and it wins at once', () => {
    const t = en('guys');
    let checked = 0;
    for (const s of states(guys, [2, 4, 6], 3) as GuysState[]) {
      const seat = s.toAct!;
      const table = s.tables[seat] ?? [];
      const hint = uis.guys!.images!.hint!(guys.view(s, seat), gameCtx('guys', s.hands.length), seat) ?? '';
      if (table.length !== TABLE_LIMIT - 1) continue;
      const values = fittingValues(table);
      expect(hint).toContain(t('hint.needsYou', { values: values.map(String) }));
      const legal = guys.legalActions(s, seat);
      (s.hands[seat] ?? []).forEach((card, i) => {
        const moves = typeof card === 'number' && values.includes(card) ? [{ type: 'place' as const, card: i }] : card === 'gg' ? values.map((value) => ({ type: 'place' as const, card: i, value })) : [];
        for (const move of moves) {
          expect(legal).toContainEqual(move);
          const res = guys.apply(s, seat, move);
          expect(res.ok && guys.outcome(res.state)?.winners).toEqual([seat]);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('Lone Wolves hints name only legal moves', () => {
  it('following the led colour, the one territory left, the token to take', () => {
    const t = en('lone-wolves');
    let follows = 0;
    for (const s of states(loneWolves, [2], 6) as LoneWolvesState[]) {
      const seat = s.toAct!;
      const legal = loneWolves.legalActions(s, seat);
      const ctx = gameCtx('lone-wolves', 2);
      const prompt = uis['lone-wolves']!.hand(loneWolves.view(s, seat), legal, ctx, null).content ?? '';
      const hand = s.hands[seat as 0 | 1];
      if (s.phase === 'follow') {
        const led = s.trick.cards[0]!.card.colour;
        const holds = hand.some((c) => c.colour === led);
        const plays = legal.filter((a) => a.type === 'play');
        // "Follow 🔺" when the seat holds the colour: then only that colour is offered; "You have no 🔺" otherwise.
        if (holds) {
          expect(prompt).not.toMatch(/You have no /);
          expect(plays.every((a) => a.type === 'play' && hand[a.card]?.colour === led)).toBe(true);
          follows++;
        } else expect(prompt).toMatch(/You have no |the only wolf/);
        // The line under the board's picture names the colour to follow.
        const board = uis['lone-wolves']!.images!.hint!(loneWolves.view(s, null), ctx, null) ?? '';
        expect(board).toContain(t('table.toFollow', { who: `**${ctx.seats[seat]!.displayName}**`, mark: ['🔺', '🔷', '🟩', '🟡', '💜'][led] }));
      }
      if (/only .* has room left/.test(prompt)) {
        const territories = new Set(legal.flatMap((a) => (a.type === 'play' ? [a.territory] : [])));
        expect(territories.size).toBe(1);
      }
      if (s.phase === 'scar') {
        expect(prompt).toMatch(/take a scar token from/);
        const loser = s.lastTrick!.cards.find((p) => p.seat !== s.lastTrick!.winner)!;
        const hasToken = (s.territories[loser.territory]?.tokens.length ?? 0) > 0;
        expect(legal.some((a) => a.type === 'scar')).toBe(hasToken && s.territories.some((ter) => ter.scars[seat as 0 | 1].length < 2));
      }
    }
    expect(follows).toBeGreaterThan(0);
  });
});

describe('Scoundrel hints name only legal moves', () => {
  it('avoiding the room, and the weapon on the monsters it may hit', () => {
    const t = en('scoundrel');
    let avoids = 0;
    let weapons = 0;
    for (const s of states(scoundrel, [1], 30) as ScoundrelState[]) {
      const legal = scoundrel.legalActions(s, 0);
      const view = scoundrel.view(s, 0);
      const ctx = gameCtx('scoundrel', 1);
      const hint = uis.scoundrel!.images!.hint!(view, ctx, 0) ?? '';
      const codes = new Set(legal.map(scoundrel.encodeAction));
      expect(hint.includes(t('hint.mayAvoid'))).toBe(codes.has('a'));
      if (codes.has('a')) avoids++;
      if (view.weapon && hint.includes('⚔')) {
        for (const r of view.room.filter((x) => x.kind === 'monster')) {
          const usable = view.weapon.limit === null || r.card.rank <= view.weapon.limit;
          expect(codes.has(`t${r.position}w`)).toBe(usable);
          if (usable) weapons++;
        }
      }
    }
    expect(avoids).toBeGreaterThan(0);
    expect(weapons).toBeGreaterThan(0);
  });
});
