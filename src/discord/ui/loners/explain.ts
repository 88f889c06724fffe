/** "How to play" and "How to read this" for Loners: the game's own words in the shared frame (../explain.ts). */
import type { TFunction } from '../../i18n/index.js';
import { howToPlayPayload, legendPayload } from '../explain.js';
import type { MessagePayload } from '../types.js';

/** Every symbol of the pictures, in the order the eye meets them. */
const LEGEND = ['legend.cards', 'legend.street', 'legend.volatile', 'legend.direction', 'legend.circle', 'legend.players', 'legend.positions'];

export const lonersHowToPlay = (t: TFunction, rulesUrl?: string | null): MessagePayload => howToPlayPayload('loners', t, rulesUrl);
export const lonersLegend = (t: TFunction): MessagePayload => legendPayload(t, LEGEND);
