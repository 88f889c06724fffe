/**
 * The computer player's knowledge of Scoundrel (see src/ai): re-dealing the
 * dungeon, a room planner for the easy level and the search's playouts.
 *
 * The player sees the room, the weapon and its kills, health and the pile
 * sizes. Hidden: the dungeon's order. Every card in the discard pile lay face
 * up in a room, so a player may remember which cards are gone (`recall`);
 * the re-deal shuffles exactly the cards not seen yet.
 */
import { CardPool, freshRng, pickOne, shuffleInPlace } from '../core/ai.js';
import type { AiProfile, Rand } from '../core/registration.js';
import { MAX_HEALTH, ROOM_SIZE } from './config.js';
import { buildDungeon, cardKey, copyCard, kindOf } from './deck.js';
import type { ScoundrelAction, ScoundrelCard, ScoundrelState, ScoundrelVariant, ScoundrelView } from './types.js';

function determinize(view: ScoundrelView, rand: Rand, _seat: number, memory?: unknown): ScoundrelState {
  const pool = new CardPool<ScoundrelCard>(buildDungeon(), cardKey);
  for (const r of view.room) pool.take(r.card);
  if (view.weapon) {
    pool.take(view.weapon.card);
    for (const c of view.weapon.slain) pool.take(c);
  }
  const remembered = Array.isArray(memory) && memory.length === view.discardCount ? (memory as ScoundrelCard[]) : null;
  if (remembered) for (const c of remembered) pool.take(c);
  const unseen = shuffleInPlace(pool.cards().map(copyCard), rand);
  const dungeon = unseen.slice(0, view.dungeonCount);
  const discard = remembered ? remembered.map(copyCard) : unseen.slice(view.dungeonCount);
  const room: (ScoundrelCard | null)[] = Array.from({ length: ROOM_SIZE }, () => null);
  for (const r of view.room) room[r.position] = copyCard(r.card);
  const last = view.lastAction;
  return {
    variant: view.variant,
    rng: freshRng(rand),
    health: view.health,
    dungeon,
    room,
    finalRoom: view.finalRoom,
    roomNumber: view.roomNumber,
    roomsCleared: view.roomsCleared,
    takenThisRoom: view.finalRoom ? ROOM_SIZE - view.room.length : 3 - view.cardsToTake,
    potionsThisTurn: view.potionsUsedThisTurn,
    avoidedLast: view.avoidedLastRoom,
    weapon: view.weapon ? copyCard(view.weapon.card) : null,
    slain: view.weapon ? view.weapon.slain.map(copyCard) : [],
    discard,
    lastCard: last && last.type !== 'avoid' ? copyCard(last.card) : null,
    lastEvent: last,
    over: view.over,
    won: view.won === true,
    score: view.score,
  };
}

/** What the planner needs: the table as the player sees it. */
export interface Table {
  variant: ScoundrelVariant;
  health: number;
  /** Room slots (null = empty). */
  room: readonly (ScoundrelCard | null)[];
  weapon: ScoundrelCard | null;
  /** Rank of the last monster on the weapon (null: none yet). */
  lastKill: number | null;
  potionsThisTurn: number;
  cardsToTake: number;
  finalRoom: boolean;
  canAvoid: boolean;
}

/** How much a weapon is worth keeping: its rank, less when its last kill limits it to small monsters. */
function weaponWorth(weapon: ScoundrelCard | null, limit: number | null): number {
  if (!weapon) return 0;
  const reach = limit === null ? 14 : limit;
  return 0.9 * Math.min(weapon.rank, reach) * (0.4 + (0.6 * Math.min(reach, 14)) / 14);
}

const limitOf = (variant: ScoundrelVariant, lastKill: number | null): number | null => (lastKill === null ? null : variant === 'strict' ? lastKill - 1 : lastKill);

interface Plan {
  value: number;
  first: ScoundrelAction;
  /** Health at the plan's end (0 or less: it dies). */
  health: number;
}

/**
 * The best way through the rest of the room: every order of the cards still to
 * take, each monster with or without the weapon, scored by the health left,
 * the weapon kept and the card left for the next room (the final room: survive).
 */
export function planRoom(t: Table): Plan | null {
  const slots: number[] = [];
  t.room.forEach((c, i) => {
    if (c !== null) slots.push(i);
  });
  let best: Plan | null = null;
  const used = new Array<boolean>(ROOM_SIZE).fill(false);
  const walk = (depth: number, health: number, weapon: ScoundrelCard | null, lastKill: number | null, potions: number, first: ScoundrelAction | null, lastPotion: number) => {
    if (health <= 0) {
      const value = -1000 + health;
      if (!best || value > best.value) best = { value, first: first as ScoundrelAction, health };
      return;
    }
    if (depth === t.cardsToTake) {
      let value = health + weaponWorth(weapon, limitOf(t.variant, lastKill));
      if (t.finalRoom) value += 1000 + (health === MAX_HEALTH ? lastPotion : 0);
      else {
        for (const i of slots) {
          if (used[i]) continue;
          const left = t.room[i] as ScoundrelCard;
          const kind = kindOf(left);
          if (kind === 'monster') {
            const lim = limitOf(t.variant, lastKill);
            const usable = weapon !== null && (lim === null || left.rank <= lim);
            value -= 0.5 * (usable ? Math.max(0, left.rank - (weapon as ScoundrelCard).rank) : left.rank);
          } else if (kind === 'potion') value += 0.4 * Math.min(left.rank, MAX_HEALTH - health + 4);
          else value += 0.3 * Math.max(0, left.rank - (weapon?.rank ?? 0));
        }
      }
      if (!best || value > best.value) best = { value, first: first as ScoundrelAction, health };
      return;
    }
    for (const i of slots) {
      if (used[i]) continue;
      const card = t.room[i] as ScoundrelCard;
      used[i] = true;
      const kind = kindOf(card);
      if (kind === 'weapon') {
        walk(depth + 1, health, card, null, potions, first ?? { type: 'take', card: i }, 0);
      } else if (kind === 'potion') {
        const healed = potions === 0 ? Math.min(MAX_HEALTH, health + card.rank) : health;
        walk(depth + 1, healed, weapon, lastKill, potions + 1, first ?? { type: 'take', card: i }, card.rank);
      } else {
        const lim = limitOf(t.variant, lastKill);
        if (weapon && (lim === null || card.rank <= lim)) {
          walk(depth + 1, health - Math.max(0, card.rank - weapon.rank), weapon, card.rank, potions, first ?? { type: 'take', card: i, weapon: true }, 0);
        }
        walk(depth + 1, health - card.rank, weapon, lastKill, potions, first ?? { type: 'take', card: i }, 0);
      }
      used[i] = false;
    }
  };
  walk(0, t.health, t.weapon, t.lastKill, t.potionsThisTurn, null, 0);
  return best;
}

/** The planner's move: the first step of the best plan; avoid a room whose best plan costs too much. */
export function scoundrelPolicy(t: Table, legal: readonly ScoundrelAction[], rand: Rand, noise: number, avoidAt: number): ScoundrelAction {
  if (legal.length === 1 || rand(100) < noise) return pickOne(legal, rand);
  const plan = planRoom(t);
  if (!plan) return pickOne(legal, rand);
  if (t.canAvoid) {
    if (plan.health <= 0 || t.health - plan.health >= avoidAt * t.health) {
      const avoid = legal.find((a) => a.type === 'avoid');
      if (avoid) return avoid;
    }
  }
  const key = (a: ScoundrelAction) => (a.type === 'avoid' ? 'a' : `${a.card}${a.weapon ? 'w' : ''}`);
  const want = key(plan.first);
  return legal.find((a) => key(a) === want) ?? pickOne(legal, rand);
}

function tableOfView(view: ScoundrelView): Table {
  const room: (ScoundrelCard | null)[] = Array.from({ length: ROOM_SIZE }, () => null);
  for (const r of view.room) room[r.position] = r.card;
  const slain = view.weapon?.slain ?? [];
  return {
    variant: view.variant,
    health: view.health,
    room,
    weapon: view.weapon?.card ?? null,
    lastKill: slain.length ? (slain[slain.length - 1] as ScoundrelCard).rank : null,
    potionsThisTurn: view.potionsUsedThisTurn,
    cardsToTake: view.cardsToTake,
    finalRoom: view.finalRoom,
    canAvoid: view.canAvoid,
  };
}

export function tableOfState(s: ScoundrelState): Table {
  const count = s.room.filter((c) => c !== null).length;
  const last = s.slain[s.slain.length - 1];
  return {
    variant: s.variant,
    health: s.health,
    room: s.room,
    weapon: s.weapon,
    lastKill: last ? last.rank : null,
    potionsThisTurn: s.potionsThisTurn,
    cardsToTake: s.finalRoom ? count : 3 - s.takenThisRoom,
    finalRoom: s.finalRoom,
    canAvoid: !s.finalRoom && !s.avoidedLast && s.takenThisRoom === 0 && count === ROOM_SIZE,
  };
}

function easy(view: ScoundrelView, legal: readonly ScoundrelAction[], rand: Rand): ScoundrelAction {
  return scoundrelPolicy(tableOfView(view), legal, rand, 15, 0.6);
}

/** Won: 1 down to 0.75 for the health kept; lost: up to 0.6 for the part of the dungeon cleared. */
function reward(s: ScoundrelState): number {
  if (s.over && s.won) return 0.75 + (0.25 * Math.min(s.score ?? 0, 30)) / 30;
  let left = 0;
  for (const c of s.dungeon) if (kindOf(c) === 'monster') left += c.rank;
  for (const c of s.room) if (c && kindOf(c) === 'monster') left += c.rank;
  return 0.6 * Math.max(0, 1 - left / 208);
}

export const scoundrelAi: AiProfile<ScoundrelState, ScoundrelAction, ScoundrelView> = {
  determinize,
  easy,
  recall: (s) => s.discard.map(copyCard),
  rollout: (s, _seat, legal, rand) => scoundrelPolicy(tableOfState(s), legal, rand, 0, 0.6),
  reward: (_root, s) => reward(s),
  iterationsPerMs: 240,
};
