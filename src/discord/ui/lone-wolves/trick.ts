/**
 * The trick on the table, the last trick with why it went as it did, and
 * trump. Every card named here was played face up, so all of it is public.
 */
import type { LoneWolvesView, PlayedCard } from '../../../games/lone-wolves/index.js';
import { seatName } from '../seats.js';
import { DOT, type Ctx } from '../text.js';
import { cardText, colourMark, territoryText } from './cards.js';
import { isOver, ledColour, revealTerritory, scarTerritory } from './situation.js';

const TRUMP_MARK = '👑';
const MOON_KEYS = { full: 'moon.full', blood: 'moon.blood' } as const;
const TRUMP_KEYS = { full: 'trump.full', blood: 'trump.blood' } as const;

const bold = (ctx: Ctx, seat: number) => `**${seatName(ctx, seat)}**`;

/** "**Ann** led 🔺7 into 🔷 Territory 2." (the first card) or "**Ben** played …" (the second). */
function playedText(p: PlayedCard, first: boolean, ctx: Ctx): string {
  const values = { name: bold(ctx, p.seat), card: cardText(p.card), territory: territoryText(p.territory, ctx.t) };
  return ctx.t(first ? 'table.led' : 'table.played', values);
}

/**
 * What lies on the table now and, on the board (`next`), what happens next
 * (never once the game is over; a hand's prompt says it instead).
 */
export function tableText(view: LoneWolvesView, ctx: Ctx, next: boolean): string {
  const { t } = ctx;
  const lines = view.trick.cards.map((p, i) => playedText(p, i === 0, ctx));
  if (next && !isOver(view, ctx) && view.toAct !== null) {
    const who = bold(ctx, view.toAct);
    const led = ledColour(view);
    const reveal = revealTerritory(view);
    const scar = scarTerritory(view);
    if (view.phase === 'lead') lines.push(t('table.toLead', { who }));
    else if (led !== null) lines.push(t('table.toFollow', { who, mark: colourMark(led) }));
    else if (reveal !== null) lines.push(t('table.toReveal', { who, territory: territoryText(reveal, t) }));
    else if (scar !== null) lines.push(t('table.toScar', { who, territory: territoryText(scar, t) }));
  }
  if (lines.length === 0) lines.push(t('table.empty'));
  const sizes = view.handSizes.map((n, seat) => t('table.handSize', { name: seatName(ctx, seat), count: n })).join(DOT);
  lines.push(t('table.inHand', { sizes }));
  return lines.join('\n');
}

type Why = 'twoBeatsSeven' | 'higher' | 'trump' | 'notFollowed';
const WHY_KEYS: Record<Why, string> = {
  twoBeatsSeven: 'lastTrick.twoBeatsSeven',
  higher: 'lastTrick.higher',
  trump: 'lastTrick.trump',
  notFollowed: 'lastTrick.notFollowed',
};

/** Why the trick went to its winner (trump is read off the result: the trump of that moment may have moved since). */
function why(lead: PlayedCard, follow: PlayedCard, winner: number): Why {
  if (follow.card.colour === lead.card.colour) {
    const values = [lead.card.value, follow.card.value].sort().join();
    return values === '2,7' ? 'twoBeatsSeven' : 'higher';
  }
  return winner === follow.seat ? 'trump' : 'notFollowed';
}

/** "Trick 4: 🔺7 **Ann** (🔷 Territory 2) · 🔺2 **Ben** (🔺 Territory 1) — **Ben** took it: a 2 beats the 7." */
export function lastTrickText(view: LoneWolvesView, ctx: Ctx): string | null {
  const last = view.lastTrick;
  const [lead, follow] = last?.cards ?? [];
  if (!last || !lead || !follow) return null;
  const { t } = ctx;
  const cards = [lead, follow].map((p) => t('lastTrick.card', { card: cardText(p.card), name: bold(ctx, p.seat), territory: territoryText(p.territory, t) })).join(DOT);
  return t('lastTrick.line', { n: view.tricks, cards, winner: bold(ctx, last.winner), why: t(WHY_KEYS[why(lead, follow, last.winner)]) });
}

/** "👑 Trump: 🔷 (blood moon)" or "No trump yet". Trump is always the colour of the last moon to rise. */
export function trumpText(view: LoneWolvesView, ctx: Ctx): string {
  const { t } = ctx;
  if (view.trump === null) return t('trump.none');
  const moon = view.territories[view.trump]?.moon ?? 'full';
  return t(TRUMP_KEYS[moon], { crown: TRUMP_MARK, mark: colourMark(view.trump) });
}

/** The moon lying in a territory, with its points ("🌕 full moon +5"), and whether its colour is trump. */
export function moonText(view: LoneWolvesView, territory: number, ctx: Ctx): string | null {
  const moon = view.territories[territory]?.moon;
  if (!moon) return null;
  const text = ctx.t(MOON_KEYS[moon]);
  return view.trump === territory ? ctx.t('moon.trump', { moon: text, crown: TRUMP_MARK }) : text;
}
