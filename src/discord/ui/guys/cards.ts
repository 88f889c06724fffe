/** Cards as players read them: numbers as themselves, the Guys by name, table decks as their runs. */
import { TABLE_LIMIT, fittingValues, type GuysCard, type TableCard } from '../../../games/guys/index.js';
import type { Ctx, Translate } from '../text.js';

/** A card in running text: `7`, or the Guy's name. */
export function cardText(card: GuysCard, t: Translate): string {
  return typeof card === 'number' ? `\`${card}\`` : t(`card.${card}`);
}

/** A card as the object of a sentence, with the article the language needs there ("die `7`", "den Jerk"). */
export function cardObject(card: GuysCard, t: Translate): string {
  return typeof card === 'number' ? t('card.object.number', { n: card }) : t(`card.object.${card}`);
}

/** A table card as the object of a sentence: "`7`", "Good Guy (5)" (German with its article). */
export function tableCardObject(c: TableCard, t: Translate): string {
  return c.card === 'gg' ? t('card.object.ggValued', { value: c.value }) : cardObject(c.value, t);
}

/** A card in a button label or select option (no markdown there). */
export function cardLabel(card: GuysCard, t: Translate): string {
  return typeof card === 'number' ? String(card) : t(`card.${card}`);
}

/** A table card in a run: `7`, or a Good Guy with its declared value, `[GG=5]`. */
function runItem(c: TableCard, t: Translate): string {
  return c.card === 'gg' ? t('card.ggAs', { value: c.value }) : String(c.value);
}

/** A table card in a label: "7", or "Good Guy (5)". */
export function tableCardLabel(c: TableCard, t: Translate): string {
  return c.card === 'gg' ? t('card.ggValued', { value: c.value }) : String(c.value);
}

/** A table deck as its run, lowest value first (the order placed does not matter): `3 4 [GG=5] 7`. */
export function runText(table: readonly TableCard[], t: Translate): string {
  if (table.length === 0) return t('table.empty');
  const items = [...table].sort((a, b) => a.value - b.value).map((c) => runItem(c, t));
  return `\`${items.join(' ')}\``;
}

/** How close a table deck is to five in a row: the values that complete it, or how many cards are missing. */
export function needsText(table: readonly TableCard[], ctx: Ctx): string {
  const missing = TABLE_LIMIT - table.length;
  if (missing !== 1) return ctx.t('table.toGo', { count: missing });
  return ctx.t('table.needs', { values: new Intl.ListFormat(ctx.lang, { type: 'disjunction' }).format(fittingValues(table).map(String)) });
}
