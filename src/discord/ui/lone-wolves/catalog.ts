/**
 * The legal actions of one turn, sorted the way the hand offers them:
 * wolves (in the order the hand shows them) with the territories each may
 * go to, the face-down tokens a 3 may reveal, the tokens the trick's loser
 * may take with the slots each may go to, and "no token". Only actions in
 * `legal` appear, each with its engine code.
 */
import { loneWolves, type LoneWolvesAction, type LoneWolvesView } from '../../../games/lone-wolves/index.js';
import { handOrder } from './cards.js';

export interface Place {
  territory: number;
  code: string;
}

export interface Catalog {
  wolves: Array<{ card: number; places: Place[] }>;
  reveals: Array<{ token: number; code: string }>;
  takes: Array<{ token: number; slots: Array<{ slot: number; code: string }> }>;
  pass: string | null;
}

export function catalog(view: LoneWolvesView, legal: readonly LoneWolvesAction[]): Catalog {
  const wolves = new Map<number, Place[]>();
  const takes = new Map<number, Array<{ slot: number; code: string }>>();
  const out: Catalog = { wolves: [], reveals: [], takes: [], pass: null };
  for (const a of legal) {
    const code = loneWolves.encodeAction(a);
    switch (a.type) {
      case 'play':
        wolves.set(a.card, [...(wolves.get(a.card) ?? []), { territory: a.territory, code }]);
        break;
      case 'reveal':
        out.reveals.push({ token: a.token, code });
        break;
      case 'scar':
        takes.set(a.token, [...(takes.get(a.token) ?? []), { slot: a.slot, code }]);
        break;
      case 'pass':
        out.pass = code;
        break;
    }
  }
  out.wolves = handOrder(view.hand ?? [])
    .filter((card) => wolves.has(card))
    .map((card) => ({ card, places: (wolves.get(card) as Place[]).sort((a, b) => a.territory - b.territory) }));
  out.reveals.sort((a, b) => a.token - b.token);
  out.takes = [...takes].sort(([a], [b]) => a - b).map(([token, slots]) => ({ token, slots: slots.sort((a, b) => a.slot - b.slot) }));
  return out;
}
