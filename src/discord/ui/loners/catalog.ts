/**
 * The legal actions of one turn, sorted into what the hand menus offer:
 * crews by hand segment (with their Loner variants), steals, Security
 * Guards, retreats by Loner, and pick-up starts. Only actions that are in
 * `legal` ever appear, each with its engine code.
 */
import { pickupOrder } from '../../../games/loners/circle.js';
import { extendCrew } from '../../../games/loners/crews.js';
import { encodeAction } from '../../../games/loners/notation.js';
import type { LonersAction, LonersCard, LonersView } from '../../../games/loners/types.js';

type Fight = Extract<LonersAction, { type: 'fight' }>;

export interface FightVariant {
  code: string;
  /** The crew as it would lie in the Street. */
  crew: number[];
  loner: { index: number; value: number; at: number } | null;
}

export interface Segment {
  from: number;
  to: number;
  /** The hand cards from..to (no guard: a guard breaks a crew). */
  cards: LonersCard[];
  variants: FightVariant[];
}

export interface RetreatChoice {
  loner: number;
  value: number;
  places: Array<{ at: number; code: string }>;
}

export interface Catalog {
  segments: Segment[];
  steals: Array<{ code: string; card: number; value: LonersCard; crew: number[] | null }>;
  guards: Array<{ code: string; card: number }>;
  /** Retreats without a Loner (the Circle is empty): a plain pass. */
  passes: string[];
  retreats: RetreatChoice[];
  pickups: Array<{ code: string; start: number; order: number[] }>;
}

export function catalog(view: LonersView, legal: readonly LonersAction[]): Catalog {
  const hand = view.hand ?? [];
  const out: Catalog = { segments: [], steals: [], guards: [], passes: [], retreats: [], pickups: [] };
  const segments = new Map<string, Segment>();
  const retreats = new Map<number, RetreatChoice>();
  for (const action of legal) {
    const code = encodeAction(action);
    switch (action.type) {
      case 'fight': {
        const key = `${action.from}.${action.to}`;
        let segment = segments.get(key);
        if (!segment) {
          segment = { from: action.from, to: action.to, cards: hand.slice(action.from, action.to + 1), variants: [] };
          segments.set(key, segment);
        }
        segment.variants.push(variantOf(action, code, segment.cards, view.circle));
        break;
      }
      case 'steal': {
        const value = hand[action.card] ?? 'guard';
        out.steals.push({ code, card: action.card, value, crew: view.street && value !== 'guard' ? extendCrew(view.street.cards, value) : null });
        break;
      }
      case 'security':
        out.guards.push({ code, card: action.card });
        break;
      case 'retreat': {
        if (action.loner === undefined) {
          out.passes.push(code);
          break;
        }
        let choice = retreats.get(action.loner);
        if (!choice) {
          choice = { loner: action.loner, value: view.circle[action.loner] ?? 0, places: [] };
          retreats.set(action.loner, choice);
        }
        choice.places.push({ at: action.at ?? hand.length, code });
        break;
      }
      case 'pickup':
        out.pickups.push({ code, start: action.start, order: pickupOrder(view.circle, action.start) });
        break;
    }
  }
  out.segments = [...segments.values()].sort((a, b) => a.from - b.from || a.to - b.to);
  for (const s of out.segments) s.variants.sort(byVariant);
  out.steals.sort((a, b) => a.card - b.card);
  out.guards.sort((a, b) => a.card - b.card);
  out.retreats = [...retreats.values()].sort((a, b) => a.loner - b.loner);
  for (const r of out.retreats) r.places.sort((a, b) => a.at - b.at);
  out.pickups.sort((a, b) => a.start - b.start);
  return out;
}

function variantOf(action: Fight, code: string, cards: readonly LonersCard[], circle: readonly number[]): FightVariant {
  const crew = cards.filter((c): c is number => c !== 'guard');
  if (!action.loner) return { code, crew, loner: null };
  const value = circle[action.loner.index] ?? 0;
  crew.splice(action.loner.at, 0, value);
  return { code, crew, loner: { index: action.loner.index, value, at: action.loner.at } };
}

/** As-is first, then by Loner (circle order), then by place in the crew. */
function byVariant(a: FightVariant, b: FightVariant): number {
  if (!a.loner || !b.loner) return a.loner ? 1 : b.loner ? -1 : 0;
  return a.loner.index - b.loner.index || a.loner.at - b.loner.at;
}
