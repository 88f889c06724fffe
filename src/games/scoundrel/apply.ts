/** apply: validate an action and play it on a copy of the state. */
import { fail, type ApplyResult } from '../core/contract.js';
import { MAX_HEALTH, ROOM_SIZE, SOLO_SEAT } from './config.js';
import { cardLabel, copyCard, kindOf } from './deck.js';
import { canAvoid, canUseWeaponOn, cardsToTake, fightDamage, roomCardCount } from './rules.js';
import { cloneState, dealRoom, finish } from './state.js';
import type { ScoundrelAction, ScoundrelState } from './types.js';

export function apply(s: ScoundrelState, seat: number, a: ScoundrelAction): ApplyResult<ScoundrelState> {
  if (s.over) return fail('game_over', 'The game is over.');
  if (seat !== SOLO_SEAT) return fail('not_your_turn', 'Scoundrel is a solo game: only seat 0 plays.');
  // The action may come from anywhere: check its shape before trusting it.
  if (typeof a !== 'object' || a === null) return fail('illegal_action', 'Not an action.');
  if (a.type === 'avoid') return avoid(s);
  if (a.type === 'take') return take(s, a);
  return fail('illegal_action', 'Unknown action.');
}

function avoid(s: ScoundrelState): ApplyResult<ScoundrelState> {
  if (!canAvoid(s)) {
    const why = s.finalRoom
      ? 'the final room cannot be avoided'
      : s.avoidedLast
        ? 'you avoided the previous room'
        : 'you have already started facing this room';
    return fail('illegal_action', `You cannot avoid this room: ${why}.`);
  }
  const d = cloneState(s);
  // The four cards go under the dungeon in their current (left-to-right) order.
  for (const c of d.room) if (c !== null) d.dungeon.push(c);
  d.room = d.room.map(() => null);
  d.avoidedLast = true;
  d.lastEvent = { type: 'avoid' };
  dealRoom(d);
  return { ok: true, state: d };
}

function take(s: ScoundrelState, a: { card?: unknown; weapon?: unknown }): ApplyResult<ScoundrelState> {
  const pos = a.card;
  if (typeof pos !== 'number' || !Number.isInteger(pos) || pos < 0 || pos >= ROOM_SIZE) {
    return fail('illegal_action', `Room position must be 0..${ROOM_SIZE - 1}.`);
  }
  if (a.weapon !== undefined && typeof a.weapon !== 'boolean') {
    return fail('illegal_action', 'weapon must be true, false or absent.');
  }
  const card = s.room[pos];
  if (card === null || card === undefined) return fail('illegal_action', `There is no card at position ${pos}.`);
  const kind = kindOf(card);
  const withWeapon = a.weapon === true;
  if (withWeapon) {
    if (kind !== 'monster') return fail('illegal_action', `${cardLabel(card)} is not a monster: nothing to fight.`);
    if (s.weapon === null) return fail('illegal_action', 'You have no weapon.');
    if (!canUseWeaponOn(s, card)) {
      return fail('illegal_action', `Your weapon can no longer be used on ${cardLabel(card)}: it is stronger than the weapon allows.`);
    }
  }

  const d = cloneState(s);
  const taken = copyCard(card);
  d.room[pos] = null;
  d.takenThisRoom += 1;
  d.avoidedLast = false; // this room is being faced
  d.lastCard = taken;

  if (kind === 'weapon') {
    // Equipping is mandatory; the old weapon and its monsters are discarded.
    const replaced = d.weapon;
    if (replaced !== null) d.discard.push(replaced, ...d.slain);
    d.weapon = taken;
    d.slain = [];
    d.lastEvent = { type: 'equip', card: copyCard(taken), position: pos, replaced: replaced === null ? null : copyCard(replaced) };
  } else if (kind === 'potion') {
    // Only the first potion of a turn heals; a later one is discarded with no effect.
    const first = d.potionsThisTurn === 0;
    d.potionsThisTurn += 1;
    const healed = first ? Math.min(MAX_HEALTH, d.health + taken.rank) - d.health : 0;
    d.health += healed;
    d.discard.push(taken);
    d.lastEvent = { type: 'potion', card: copyCard(taken), position: pos, healed, wasted: !first };
  } else {
    const damage = fightDamage(taken, withWeapon ? d.weapon : null);
    d.health -= damage;
    if (withWeapon) d.slain.push(taken);
    else d.discard.push(taken);
    d.lastEvent = { type: 'fight', card: copyCard(taken), position: pos, withWeapon, damage };
  }

  if (d.health <= 0) {
    finish(d, false);
  } else if (d.finalRoom) {
    if (roomCardCount(d) === 0) {
      d.roomsCleared += 1;
      finish(d, true);
    }
  } else if (cardsToTake(d) === 0) {
    d.roomsCleared += 1;
    dealRoom(d);
  }
  return { ok: true, state: d };
}
