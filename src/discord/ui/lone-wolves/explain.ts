/** "How to play" and "How to read this" for Lone Wolves: the game's own words in the shared frame (../explain.ts). */
import type { TFunction } from '../../i18n/index.js';
import { howToPlayPayload, legendPayload } from '../explain.js';
import type { MessagePayload } from '../types.js';

/** Every symbol of the pictures, in the order the eye meets them. */
const LEGEND = ['legend.colours', 'legend.tile', 'legend.trump', 'legend.sides', 'legend.lone', 'legend.middle', 'legend.tokens', 'legend.trick', 'legend.score'];

export const loneWolvesHowToPlay = (t: TFunction, rulesUrl?: string | null): MessagePayload => howToPlayPayload('lone-wolves', t, rulesUrl);
export const loneWolvesLegend = (t: TFunction): MessagePayload => legendPayload(t, LEGEND);
