/**
 * Menu step codes of the hand (the `~` action part of a custom id or a select
 * value), each naming one screen:
 *   ~              top level (also the "Back" target)
 *   ~g             the Good Guy: which value
 *   ~b             the Bad Guy: whose card
 *   ~b<seat>.<i>   the Bad Guy took card i of that seat's table: where it goes
 *   ~n             the Not So Smart Guy: whose hand
 *   ~n<seat>       … which of their hidden cards
 *   ~j             the Jerk: whose table
 */

export type MenuStep =
  | { kind: 'top' }
  | { kind: 'gg' }
  | { kind: 'badguy' }
  | { kind: 'badguyTo'; target: number; pick: number }
  | { kind: 'nssg' }
  | { kind: 'nssgPick'; target: number }
  | { kind: 'jerk' };

export const TOP = '~';

const N = '(0|[1-9][0-9]?)';
const BADGUY_TO = new RegExp(`^~b${N}\\.${N}$`);
const NSSG_PICK = new RegExp(`^~n${N}$`);

export function menuCode(step: MenuStep): string {
  switch (step.kind) {
    case 'top':
      return TOP;
    case 'gg':
      return '~g';
    case 'badguy':
      return '~b';
    case 'badguyTo':
      return `~b${step.target}.${step.pick}`;
    case 'nssg':
      return '~n';
    case 'nssgPick':
      return `~n${step.target}`;
    case 'jerk':
      return '~j';
  }
}

/** The step a code names; anything unknown (or null) is the top level. */
export function parseMenu(code: string | null): MenuStep {
  switch (code) {
    case '~g':
      return { kind: 'gg' };
    case '~b':
      return { kind: 'badguy' };
    case '~n':
      return { kind: 'nssg' };
    case '~j':
      return { kind: 'jerk' };
  }
  if (code === null) return { kind: 'top' };
  let m = BADGUY_TO.exec(code);
  if (m) return { kind: 'badguyTo', target: Number(m[1]), pick: Number(m[2]) };
  m = NSSG_PICK.exec(code);
  if (m) return { kind: 'nssgPick', target: Number(m[1]) };
  return { kind: 'top' };
}
