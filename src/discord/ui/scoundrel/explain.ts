/** "How to play" and "How to read this" for Scoundrel: the game's own words in the shared frame (../explain.ts). */
import type { TFunction } from '../../i18n/index.js';
import { howToPlayPayload, legendPayload } from '../explain.js';
import type { MessagePayload } from '../types.js';

/** Every symbol of the picture, in the order the eye meets them. */
const LEGEND = ['legend.health', 'legend.kinds', 'legend.monster', 'legend.weapon', 'legend.potion', 'legend.weaponPanel', 'legend.dungeon'];

export const scoundrelHowToPlay = (t: TFunction, rulesUrl?: string | null): MessagePayload => howToPlayPayload('scoundrel', t, rulesUrl);
export const scoundrelLegend = (t: TFunction): MessagePayload => legendPayload(t, LEGEND);
