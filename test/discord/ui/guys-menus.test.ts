/**
 * The Guys hand over every state of seeded random games with 2, 4 and 6
 * players, in English and German: for the seat to act, every legal move
 * (up to equal cards: two 7s in a hand play the same) is offered within three
 * clicks and nothing else is; every screen stays within Discord's limits
 * (also with the longest names); nobody else gets components; German screens
 * have the English structure with every worded piece translated.
 */
import { describe, expect, it } from 'vitest';
import { guys, type GuysAction, type GuysCard, type GuysState } from '../../../src/games/guys/index.js';
import { guysUi } from '../../../src/discord/ui/guys/index.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { visibleTexts, wordsOnly } from '../../support/payload-texts.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { ctxFor, longCtx, playout } from './guys-helpers.js';
import { movesOf } from './moves-of.js';

/** What a move does, whichever copy of its card it is played with. */
const effect = (hand: readonly GuysCard[], a: GuysAction) => guysUi.moveKey!({ hand: [...hand] } as never, a);

/** Card names are the game's own words in both languages; a piece of only those (and numbers) may read the same. */
const SAME_WORDS = /^(Good Guy|Bad Guy|Not So Smart Guy|Jerk|GG|[\s\d…()[\]=·:,.–—-])*$/;

function germanProblems(de: MessagePayload, en: MessagePayload, ctx: MatchContext): string[] {
  const dePieces = visibleTexts(de);
  const enPieces = visibleTexts(en);
  if (dePieces.map((p) => p.where).join() !== enPieces.map((p) => p.where).join()) return ['structure differs from English'];
  return dePieces.flatMap((piece, i) => {
    const words = wordsOnly(piece.text, ctx).replace(/`[^`]*`/g, ' ');
    const same = piece.text === enPieces[i]?.text && /\p{L}/u.test(words) && !SAME_WORDS.test(words);
    return same ? [`${piece.where} is still English: ${piece.text}`] : [];
  });
}

function checkState(s: GuysState, ctx: MatchContext, en: MatchContext | null): number {
  const board = guysUi.board(guys.view(s, null), ctx);
  assertWithinDiscordLimits(board);
  expect(board.components ?? []).toEqual([]);
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === s.toAct) continue;
    const waiting = guysUi.hand(guys.view(s, seat), guys.legalActions(s, seat), ctx, '~b');
    assertWithinDiscordLimits(waiting);
    expect(movesOf(waiting)).toEqual([]);
  }
  if (en) expect(germanProblems(board, guysUi.board(guys.view(s, null), en), ctx)).toEqual([]);
  const seat = s.toAct;
  if (seat === null) return 0;
  const view = guys.view(s, seat);
  const legal = guys.legalActions(s, seat);
  const hand = view.hand ?? [];
  const explored = exploreHand(guysUi, view, legal, ctx, { maxDepth: 3 });
  const context = JSON.stringify({ hand, tables: view.tables, handSizes: view.handSizes });
  expect(explored.problems, context).toEqual([]);
  expect(explored.tooDeep.size, context).toBe(0);
  const reached = [...explored.reached.keys()].map((code) => guys.decodeAction(code) as GuysAction);
  // Only legal moves, each effect once, and every effect of the legal moves.
  for (const a of reached) expect(legal, context).toContainEqual(a);
  const effects = reached.map((a) => effect(hand, a));
  expect(new Set(effects).size, context).toBe(effects.length);
  expect(new Set(effects), context).toEqual(new Set(legal.map((a) => effect(hand, a))));
  for (const screen of explored.screens) {
    assertWithinDiscordLimits(screen.payload);
    if (en) expect(germanProblems(screen.payload, guysUi.hand(view, legal, en, screen.menu), ctx), `${screen.menu}`).toEqual([]);
  }
  return Math.max(...explored.reached.values());
}

describe.each([2, 4, 6])('the Guys hand with %i players', (players) => {
  it.each(['en', 'de'] as const)('offers exactly the legal moves within three clicks, within Discord limits (%s)', (lang) => {
    let deepest = 0;
    let states = 0;
    for (let seed = 1; seed <= (players === 6 ? 3 : 5); seed++) {
      const ctx = seed % 2 ? ctxFor(players, lang) : longCtx(players, lang);
      const en = lang === 'de' ? { ...ctx, lang: 'en' as const, t: ctxFor(players, 'en').t } : null;
      for (const s of playout(players, seed * 31 + players)) {
        deepest = Math.max(deepest, checkState(s, ctx, en));
        states++;
      }
    }
    expect(states).toBeGreaterThan(100);
    expect(deepest).toBe(3); // some Bad Guy or Not So Smart Guy moves do need all three clicks
  });
});
