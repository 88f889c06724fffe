/**
 * Short action codes for Discord custom ids:
 *   f<from>.<to>[.<loner>.<at>]  fight      s<card>  steal
 *   g<card>                      security   r[<loner>.<at>]  retreat
 *   p<start>                     pick-up
 * Numbers are plain decimals without leading zeros, so codes round-trip.
 */
import type { LonersAction } from './types.js';

const NUM = '(0|[1-9][0-9]{0,2})';
const FIGHT = new RegExp(`^f${NUM}\\.${NUM}(?:\\.${NUM}\\.${NUM})?$`);
const ONE = new RegExp(`^([sgp])${NUM}$`);
const RETREAT = new RegExp(`^r(?:${NUM}\\.${NUM})?$`);

export function encodeAction(a: LonersAction): string {
  switch (a.type) {
    case 'fight':
      return a.loner ? `f${a.from}.${a.to}.${a.loner.index}.${a.loner.at}` : `f${a.from}.${a.to}`;
    case 'steal':
      return `s${a.card}`;
    case 'security':
      return `g${a.card}`;
    case 'retreat':
      return a.loner === undefined ? 'r' : `r${a.loner}.${a.at}`;
    case 'pickup':
      return `p${a.start}`;
  }
}

export function decodeAction(code: string): LonersAction | null {
  if (typeof code !== 'string') return null;
  let m = FIGHT.exec(code);
  if (m) {
    const action: LonersAction = { type: 'fight', from: Number(m[1]), to: Number(m[2]) };
    if (m[3] !== undefined) action.loner = { index: Number(m[3]), at: Number(m[4]) };
    return action;
  }
  m = ONE.exec(code);
  if (m) {
    const n = Number(m[2]);
    if (m[1] === 's') return { type: 'steal', card: n };
    if (m[1] === 'g') return { type: 'security', card: n };
    return { type: 'pickup', start: n };
  }
  m = RETREAT.exec(code);
  if (m) return m[1] === undefined ? { type: 'retreat' } : { type: 'retreat', loner: Number(m[1]), at: Number(m[2]) };
  return null;
}
