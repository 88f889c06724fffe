/**
 * Menu step codes of the Loners hand (the `~` action part of a custom id or
 * a select value). Each is short, has no ':' and names one screen:
 *   ~             top level (also the "Back" target)
 *   ~c<from>      crews starting at hand index <from> (only for huge hands)
 *   ~f<from>.<to> the ways to play hand cards from..to (as is / with a Loner)
 *   ~r            retreat: which Loner to take
 *   ~r<loner>     retreat with Loner <loner> (circle index): where it goes
 *   ~s            steal: with which card
 *   ~g            call Security: which Guard
 * Indices are 0-based like the engine's; the screens show 1-based positions.
 * Select menus themselves are named `~m1`, `~m2`, … within one message.
 */

export type MenuStep =
  | { kind: 'top' }
  | { kind: 'start'; from: number }
  | { kind: 'segment'; from: number; to: number }
  | { kind: 'loners' }
  | { kind: 'place'; loner: number }
  | { kind: 'steal' }
  | { kind: 'guard' };

export const TOP = '~';

const N = '(0|[1-9][0-9]{0,2})';
/** The fixed part of each step's code. */
const PREFIX = { start: '~c', segment: '~f', loners: '~r', steal: '~s', guard: '~g' } as const;
const START = new RegExp(`^${PREFIX.start}${N}$`);
const SEGMENT = new RegExp(`^${PREFIX.segment}${N}\\.${N}$`);
const PLACE = new RegExp(`^${PREFIX.loners}${N}$`);

export function menuCode(step: MenuStep): string {
  switch (step.kind) {
    case 'top':
      return TOP;
    case 'start':
      return `${PREFIX.start}${step.from}`;
    case 'segment':
      return `${PREFIX.segment}${step.from}.${step.to}`;
    case 'loners':
      return PREFIX.loners;
    case 'place':
      return `${PREFIX.loners}${step.loner}`;
    case 'steal':
      return PREFIX.steal;
    case 'guard':
      return PREFIX.guard;
  }
}

/** The step a code names; anything unknown (or null) is the top level. */
export function parseMenu(code: string | null): MenuStep {
  if (code === null) return { kind: 'top' };
  if (code === PREFIX.loners) return { kind: 'loners' };
  if (code === PREFIX.steal) return { kind: 'steal' };
  if (code === PREFIX.guard) return { kind: 'guard' };
  let m = START.exec(code);
  if (m) return { kind: 'start', from: Number(m[1]) };
  m = SEGMENT.exec(code);
  if (m) return { kind: 'segment', from: Number(m[1]), to: Number(m[2]) };
  m = PLACE.exec(code);
  if (m) return { kind: 'place', loner: Number(m[1]) };
  return { kind: 'top' };
}
