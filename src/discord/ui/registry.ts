/**
 * The Discord side of every game, keyed by game id: its renderers and its
 * texts. A game registers once (src/discord/ui/index.ts lists ours; a test may
 * register its own), which also adds its texts to the translations.
 */
import { addTexts, translator, type Language } from '../i18n/index.js';
import type { GameUi } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameUi = GameUi<any, any>;

export const uis: Record<string, AnyGameUi> = {};

export function registerUi(ui: AnyGameUi): void {
  addTexts(ui.gameId, ui.texts);
  uis[ui.gameId] = ui;
}

/** A game's display name in a language ("Loners"). */
export function gameTitle(gameId: string, lang: Language): string {
  return uis[gameId] ? translator(lang, gameId)('title') : gameId;
}
