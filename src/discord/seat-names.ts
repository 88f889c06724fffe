/**
 * How a seat is named where people read it: a person by mention (or display
 * name where mentions do not render), a computer by its number and level
 * ("🤖 Computer 2 (hard)"), a seat a computer took over as "🤖 for Ann", a
 * person whose data was deleted as "a former player".
 */
import type { MatchPlayer } from '../db/schema/sqlite.js';
import { COMPUTER_ID_PREFIX } from '../play/computers.js';
import { isFormerPlayer } from '../play/former-players.js';
import type { TFunction } from './i18n/index.js';
import { mention } from './mentions.js';
import type { Names } from './render.js';

type Seat = Pick<MatchPlayer, 'userId' | 'computer'>;

/** A computer seat of its own (not one that took over a person's seat). */
const ownComputer = (p: Seat) => p.computer !== null && p.userId.startsWith(COMPUTER_ID_PREFIX);

export function seatDisplayName(p: Seat, names: Names, t: TFunction): string {
  if (ownComputer(p)) return t('common:computer.name', { n: p.userId.slice(COMPUTER_ID_PREFIX.length), level: t(`common:computer.levels.${p.computer}`) });
  const name = isFormerPlayer(p.userId) ? t('privacy:formerPlayer') : (names.displayName(p.userId) ?? t('common:aPlayer'));
  return p.computer ? t('common:computer.takeover', { name }) : name;
}

/** A mention for a person (it pings where allowed), the display name for a computer. */
export function seatMentionText(p: Seat, names: Names, t: TFunction): string {
  return p.computer ? seatDisplayName(p, names, t) : mention(p.userId, t);
}
