/**
 * Short action codes for Discord custom ids:
 *   p<card>.<territory>  play      r<token>         reveal
 *   s<token>.<slot>      scar      x                pass
 * Numbers are plain decimals without leading zeros, so codes round-trip.
 */
import type { LoneWolvesAction } from './types.js';

const NUM = '(0|[1-9][0-9]?)';
const TWO = new RegExp(`^([ps])${NUM}\\.${NUM}$`);
const REVEAL = new RegExp(`^r${NUM}$`);

/** A number as it appears in a code; anything else (from a malformed action) as '_', which never decodes. */
const n = (v: unknown): string => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 100 ? String(v) : '_');

export function encodeAction(a: LoneWolvesAction): string {
  switch (a?.type) {
    case 'play':
      return `p${n(a.card)}.${n(a.territory)}`;
    case 'reveal':
      return `r${n(a.token)}`;
    case 'scar':
      return `s${n(a.token)}.${n(a.slot)}`;
    case 'pass':
      return 'x';
    default:
      return '_';
  }
}

export function decodeAction(code: string): LoneWolvesAction | null {
  if (typeof code !== 'string') return null;
  if (code === 'x') return { type: 'pass' };
  let m = TWO.exec(code);
  if (m) {
    return m[1] === 'p' ? { type: 'play', card: Number(m[2]), territory: Number(m[3]) } : { type: 'scar', token: Number(m[2]), slot: Number(m[3]) };
  }
  m = REVEAL.exec(code);
  if (m) return { type: 'reveal', token: Number(m[1]) };
  return null;
}
