/** "How to play" and "How to read this" for Good Guy, Bad Guy, Not So Smart Guy, in the shared frame (../explain.ts). */
import type { TFunction } from '../../i18n/index.js';
import { howToPlayPayload, legendPayload } from '../explain.js';
import type { MessagePayload } from '../types.js';

/** Every symbol of the pictures, in the order the eye meets them. */
const LEGEND = ['legend.cards', 'legend.guys', 'legend.tables', 'legend.needs', 'legend.players', 'legend.piles', 'legend.positions'];

export const guysHowToPlay = (t: TFunction, rulesUrl?: string | null): MessagePayload => howToPlayPayload('guys', t, rulesUrl);
export const guysLegend = (t: TFunction): MessagePayload => legendPayload(t, LEGEND);
