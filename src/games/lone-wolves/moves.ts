/** Legal actions and the safe move played when a turn times out. */
import { COLOURS, SLOTS_PER_TERRITORY } from './config.js';
import { hasRoom } from './rules.js';
import type { Card, LoneWolvesAction, LoneWolvesState } from './types.js';

/** Positions in `seat`'s hand that may be played now: the led colour if held, otherwise any. */
export function playableCards(s: LoneWolvesState, seat: number): number[] {
  const hand = s.hands[seat] ?? [];
  const all = hand.map((_, i) => i);
  const lead = s.phase === 'follow' ? s.trick.cards[0] : undefined;
  if (!lead) return all;
  const following = all.filter((i) => (hand[i] as Card).colour === lead.card.colour);
  return following.length ? following : all;
}

/** Territories with room for another wolf. */
export function openTerritories(s: LoneWolvesState): number[] {
  const open: number[] = [];
  for (let k = 0; k < COLOURS; k++) if (hasRoom(s.territories[k] as LoneWolvesState['territories'][number])) open.push(k);
  return open;
}

/** Territories where `seat` has a free scar slot. */
export function freeSlots(s: LoneWolvesState, seat: number): number[] {
  const free: number[] = [];
  for (let k = 0; k < COLOURS; k++) if ((s.territories[k]?.scars[seat]?.length ?? SLOTS_PER_TERRITORY) < SLOTS_PER_TERRITORY) free.push(k);
  return free;
}

/** Positions of the face-down tokens in a territory's middle. */
export function faceDown(s: LoneWolvesState, territory: number): number[] {
  const out: number[] = [];
  (s.territories[territory]?.tokens ?? []).forEach((t, i) => {
    if (!t.up) out.push(i);
  });
  return out;
}

export function legalActions(s: LoneWolvesState, seat: number): LoneWolvesAction[] {
  if (s.toAct === null || s.toAct !== seat) return [];
  switch (s.phase) {
    case 'lead':
    case 'follow': {
      const open = openTerritories(s);
      const out: LoneWolvesAction[] = [];
      for (const card of playableCards(s, seat)) for (const territory of open) out.push({ type: 'play', card, territory });
      return out;
    }
    case 'reveal':
      return faceDown(s, s.revealIn as number).map((token) => ({ type: 'reveal', token }));
    case 'scar': {
      const out: LoneWolvesAction[] = [];
      const tokens = s.territories[s.scarFrom as number]?.tokens.length ?? 0;
      const slots = freeSlots(s, seat);
      for (let token = 0; token < tokens; token++) for (const slot of slots) out.push({ type: 'scar', token, slot });
      out.push({ type: 'pass' });
      return out;
    }
    case 'over':
      return [];
  }
}

/**
 * The move played for an absent player: on a scar step, pass; on a reveal,
 * the first face-down token; otherwise the lowest legal wolf (lowest value,
 * then lowest colour) into the first territory with room.
 */
export function timeoutAction(s: LoneWolvesState, seat: number): LoneWolvesAction | null {
  if (s.toAct === null || s.toAct !== seat) return null;
  if (s.phase === 'scar') return { type: 'pass' };
  if (s.phase === 'reveal') {
    const token = faceDown(s, s.revealIn as number)[0];
    return token === undefined ? null : { type: 'reveal', token };
  }
  const hand = s.hands[seat] ?? [];
  const cards = playableCards(s, seat).sort((a, b) => {
    const x = hand[a] as Card;
    const y = hand[b] as Card;
    return x.value - y.value || x.colour - y.colour;
  });
  const card = cards[0];
  const territory = openTerritories(s)[0];
  return card === undefined || territory === undefined ? null : { type: 'play', card, territory };
}
