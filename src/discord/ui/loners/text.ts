/** Text helpers of the Loners renderers: all shared now (../text.ts); kept as one import for the folder. */
export { DOT, capital, clip, nth, relativeTime, rendering, safeName, type Ctx, type Translate } from '../text.js';
