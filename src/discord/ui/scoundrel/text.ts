/** Text helpers of the Scoundrel renderers (the shared ones come from ../text.ts). */
export { clip, plural, relativeTime, safeName } from '../text.js';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A number with a real minus sign: "−3", "20". */
export function num(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

