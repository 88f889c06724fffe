/**
 * Menu steps of the Lone Wolves hand (the `~` action of a custom id). Short,
 * no ':', one screen each:
 *   ~          top level (also where "Back" leads)
 *   ~w<card>   wolf <card> (0-based hand position) chosen: into which territory
 * Everything else is one click from the top level. Select menus are `~m1`, `~m2`, …
 */

export type MenuStep = { kind: 'top' } | { kind: 'wolf'; card: number };

export const TOP = '~';
const WOLF = '~w';
const WOLF_CODE = /^~w(0|[1-9][0-9]?)$/;

export function menuCode(step: MenuStep): string {
  return step.kind === 'wolf' ? `${WOLF}${step.card}` : TOP;
}

/** The step a code names; anything unknown (or null) is the top level. */
export function parseMenu(code: string | null): MenuStep {
  const m = code === null ? null : WOLF_CODE.exec(code);
  return m ? { kind: 'wolf', card: Number(m[1]) } : { kind: 'top' };
}
