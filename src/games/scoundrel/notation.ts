/**
 * Action codes: `a` = avoid, `t<p>` = take the card at room position p
 * (bare-handed for a monster), `t<p>w` = fight the monster at p with the weapon.
 */
import { ROOM_SIZE } from './config.js';
import type { ScoundrelAction } from './types.js';

const CODE = /^(?:a|t([0-9])(w?))$/;

export function encodeAction(a: ScoundrelAction): string {
  if (a.type === 'avoid') return 'a';
  return `t${a.card}${a.weapon === true ? 'w' : ''}`;
}

export function decodeAction(code: string): ScoundrelAction | null {
  if (typeof code !== 'string') return null;
  const m = CODE.exec(code);
  if (m === null) return null;
  if (code === 'a') return { type: 'avoid' };
  const card = Number(m[1]);
  if (card >= ROOM_SIZE) return null;
  return m[2] === 'w' ? { type: 'take', card, weapon: true } : { type: 'take', card };
}
