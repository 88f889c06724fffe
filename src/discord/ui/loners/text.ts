/** Text helpers of the Loners renderers (the shared ones come from ../text.ts). */
export { clip, plural, relativeTime, safeName } from '../text.js';

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
