/** One line, in words, for the last event of a dungeon (never a dungeon card: events name only taken cards). */
import type { ScoundrelCard, ScoundrelEvent } from '../../../games/scoundrel/types.js';
import { cardText as cardOf } from './cards.js';
import type { TFunction } from './text.js';

/** Who did it: the reader ("You …") or a player by name (already markdown-safe); absent: nobody named (the board's log line). */
export type EventSubject = { you: true } | { name: string };

type EventKey =
  | 'avoid'
  | 'equip'
  | 'equipReplacing'
  | 'potionHealed'
  | 'potionFull'
  | 'potionWasted'
  | 'fightWeapon'
  | 'fightWeaponNoDamage'
  | 'fightBare'
  | 'fightBareNoDamage';

type Say = (key: EventKey, values?: Record<string, string | number>) => string;

/** The event's sentence, `t` being the translator of one subject (keys under event.<subject>.). */
function sentence(event: ScoundrelEvent, t: Say, cardText: (c: ScoundrelCard) => string): string {
  switch (event.type) {
    case 'avoid':
      return t('avoid');
    case 'equip':
      return event.replaced === null ? t('equip', { card: cardText(event.card) }) : t('equipReplacing', { card: cardText(event.card), old: cardText(event.replaced) });
    case 'potion': {
      const card = cardText(event.card);
      if (event.wasted) return t('potionWasted', { card });
      return event.healed > 0 ? t('potionHealed', { card, healed: event.healed }) : t('potionFull', { card });
    }
    case 'fight': {
      const card = cardText(event.card);
      if (event.damage === 0) return event.withWeapon ? t('fightWeaponNoDamage', { card }) : t('fightBareNoDamage', { card });
      return event.withWeapon ? t('fightWeapon', { card, damage: event.damage }) : t('fightBare', { card, damage: event.damage });
    }
  }
}

/**
 * "Fought ♠ 10 bare-handed: −10 ❤️." — "You fought …" for `{ you: true }`,
 * "**Alice** fought …" for `{ name: '**Alice**' }`.
 */
export function describeScoundrelEvent(t: TFunction, event: ScoundrelEvent, subject?: EventSubject): string {
  const card = (c: ScoundrelCard) => cardOf(c, t);
  if (subject === undefined) return sentence(event, (key, values) => t(`event.plain.${key}`, values), card);
  if ('name' in subject) return sentence(event, (key, values) => t(`event.named.${key}`, { ...values, who: subject.name }), card);
  return sentence(event, (key, values) => t(`event.you.${key}`, values), card);
}
