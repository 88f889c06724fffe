/** Text helpers of the Scoundrel renderers (the shared ones come from ../text.ts). */
export { clip, relativeTime, safeName } from '../text.js';
/** A number with a real minus sign: "−3", "20" (never a hyphen, whatever i18next would make of a negative number). */
export { signedNumber as num } from '../text.js';
export type { TFunction } from '../../i18n/index.js';
