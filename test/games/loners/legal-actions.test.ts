/**
 * The fast legal-action enumeration must equal "every syntactically possible
 * action that apply accepts", checked on states from random play.
 */
import { describe, expect, it } from 'vitest';
import { loners, type LonersAction, type LonersState } from '../../../src/games/loners/index.js';

function everyPossibleAction(s: LonersState, seat: number): LonersAction[] {
  const hand = s.hands[seat] ?? [];
  const n = hand.length;
  const out: LonersAction[] = [];
  for (let from = 0; from < n; from++) {
    for (let to = from; to < n; to++) {
      out.push({ type: 'fight', from, to });
      for (let index = 0; index < s.circle.length; index++) {
        for (let at = 0; at <= to - from + 1; at++) out.push({ type: 'fight', from, to, loner: { index, at } });
      }
    }
  }
  for (let card = 0; card < n; card++) out.push({ type: 'steal', card }, { type: 'security', card });
  out.push({ type: 'retreat' });
  for (let loner = 0; loner < s.circle.length; loner++) for (let at = 0; at <= n; at++) out.push({ type: 'retreat', loner, at });
  for (let start = 0; start < s.circle.length; start++) out.push({ type: 'pickup', start });
  return out;
}

const key = (a: LonersAction) => loners.encodeAction(a);

describe('Loners legal actions', () => {
  it.each([2, 3, 4])('match the brute-force set on random %i-player states (both variants)', (players) => {
    let checked = 0;
    for (let m = 0; m < 24; m++) {
      let s = loners.setup({ players, seed: `xcheck-${players}-${m}`, options: { variant: m % 2 ? 'layered' : 'standard' } });
      let pick = m + 1;
      for (let step = 0; step < 400 && loners.toAct(s) !== null; step++) {
        const seat = loners.toAct(s) as number;
        const fast = loners.legalActions(s, seat).map(key).sort();
        const brute = everyPossibleAction(s, seat).filter((a) => loners.apply(s, seat, a).ok).map(key).sort();
        expect(fast).toEqual(brute);
        expect(new Set(fast).size).toBe(fast.length);
        checked++;
        const legal = loners.legalActions(s, seat);
        // Prefer fights so that matches progress through every phase.
        const fights = legal.filter((a) => a.type !== 'retreat');
        pick = (pick * 1103515245 + 12345) & 0x7fffffff;
        const pool = fights.length && pick % 3 ? fights : legal;
        const res = loners.apply(s, seat, pool[pick % pool.length] as LonersAction);
        if (!res.ok) throw new Error(res.error.message);
        s = res.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
