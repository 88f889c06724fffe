/** The equipped weapon as text: the card, the monsters slain on it and what it can still hit. */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import { cardText, cardsText, valueText } from './cards.js';
import type { TFunction } from './text.js';

/** What the weapon may still be used on: "any monster", "monsters ≤ 8", "no monster any more". */
export function limitText(limit: number | null, t: TFunction): string {
  if (limit === null) return t('weapon.anyMonster');
  if (limit < 2) return t('weapon.noMonster');
  return t('weapon.upTo', { value: valueText(limit, t) });
}

/** One line for the board: "♦ 5 (last kill ♠ 8) → hits monsters ≤ 8". */
export function weaponLine(view: ScoundrelView, t: TFunction): string {
  const w = view.weapon;
  if (w === null) return t('weapon.none');
  const last = w.slain[w.slain.length - 1];
  const texts = { card: cardText(w.card, t), limit: limitText(w.limit, t) };
  return last === undefined ? t('weapon.line', texts) : t('weapon.lineWithKill', { ...texts, kill: cardText(last, t) });
}

/** The hand's weapon field: the card, every monster slain on it, the limit. */
export function weaponDetails(view: ScoundrelView, t: TFunction): string {
  const w = view.weapon;
  if (w === null) return t('weapon.noneYet');
  const limit = limitText(w.limit, t);
  const slain = w.slain.length === 0 ? t('weapon.noKills') : t('weapon.kills', { count: w.slain.length, cards: cardsText(w.slain, t) });
  const canHit = w.slain.length === 0 ? t('weapon.canHit', { limit }) : view.variant === 'strict' ? t('weapon.canHitStrict', { limit }) : t('weapon.canHitStandard', { limit });
  return [t('weapon.card', { card: cardText(w.card, t), rank: w.card.rank }), slain, canHit].join('\n');
}
