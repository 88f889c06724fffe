/**
 * Short action codes for Discord custom ids (letters, digits, '.', '-'):
 *   p<card>[.<value>]                place (value: a Good Guy's declared value)
 *   b<card>.<target>.<pick|->h|t[<value>]   Bad Guy: to hand (h) or table (t); '-' = empty table
 *   n<card>.<target>.<pick|->        Not So Smart Guy ('-' = empty hand)
 *   j<card>.<target>                 Jerk
 *   d<card>                          discard
 *   draw, take, pass
 * Numbers are plain decimals without leading zeros, so codes round-trip.
 */
import type { GuysAction } from './types.js';

const NUM = '(0|[1-9][0-9]{0,2})';
const PICK = '(0|[1-9][0-9]{0,2}|-)';
const PLACE = new RegExp(`^p${NUM}(?:\\.${NUM})?$`);
const BADGUY = new RegExp(`^b${NUM}\\.${NUM}\\.${PICK}([ht])${NUM}?$`);
const NSSG = new RegExp(`^n${NUM}\\.${NUM}\\.${PICK}$`);
const JERK = new RegExp(`^j${NUM}\\.${NUM}$`);
const DISCARD = new RegExp(`^d${NUM}$`);

const pickCode = (pick: number | null): string => (pick === null ? '-' : String(pick));
const toCode = (to: unknown): string => (to === 'hand' ? 'h' : to === 'table' ? 't' : '?');

export function encodeAction(a: GuysAction): string {
  switch (a.type) {
    case 'place':
      return a.value === undefined ? `p${a.card}` : `p${a.card}.${a.value}`;
    case 'badguy':
      return `b${a.card}.${a.target}.${pickCode(a.pick)}${toCode(a.to)}${a.value === undefined ? '' : a.value}`;
    case 'nssg':
      return `n${a.card}.${a.target}.${pickCode(a.pick)}`;
    case 'jerk':
      return `j${a.card}.${a.target}`;
    case 'discard':
      return `d${a.card}`;
    case 'draw':
    case 'take':
    case 'pass':
      return a.type;
    default:
      return '?';
  }
}

export function decodeAction(code: string): GuysAction | null {
  if (typeof code !== 'string') return null;
  if (code === 'draw' || code === 'take' || code === 'pass') return { type: code };
  let m = PLACE.exec(code);
  if (m) return m[2] === undefined ? { type: 'place', card: Number(m[1]) } : { type: 'place', card: Number(m[1]), value: Number(m[2]) };
  m = BADGUY.exec(code);
  if (m) {
    const pick = m[3] === '-' ? null : Number(m[3]);
    const to = m[4] === 'h' ? 'hand' : 'table';
    const a: GuysAction = { type: 'badguy', card: Number(m[1]), target: Number(m[2]), pick, to };
    if (m[5] !== undefined) a.value = Number(m[5]);
    return a;
  }
  m = NSSG.exec(code);
  if (m) return { type: 'nssg', card: Number(m[1]), target: Number(m[2]), pick: m[3] === '-' ? null : Number(m[3]) };
  m = JERK.exec(code);
  if (m) return { type: 'jerk', card: Number(m[1]), target: Number(m[2]) };
  m = DISCARD.exec(code);
  if (m) return { type: 'discard', card: Number(m[1]) };
  return null;
}
