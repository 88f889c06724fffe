/** Which Loners may be taken, and the pick-up order (standard vs Layered). */
import type { LonersVariant } from './types.js';

/** Standard: any Loner. Layered: only the last-dealt one still in the row. */
export function isAvailableLoner(variant: LonersVariant, circle: readonly number[], index: number): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= circle.length) return false;
  return variant === 'standard' || index === circle.length - 1;
}

export function availableLonerIndices(variant: LonersVariant, circle: readonly number[]): number[] {
  if (circle.length === 0) return [];
  if (variant === 'layered') return [circle.length - 1];
  return circle.map((_, i) => i);
}

/** Legal starts of the going-out pick-up: any Loner, or in Layered the first-laid one (no choice). */
export function pickupStarts(variant: LonersVariant, circle: readonly number[]): number[] {
  if (circle.length === 0) return [];
  return variant === 'layered' ? [0] : circle.map((_, i) => i);
}

/** The Loners in the order they are picked up: circle order from `start`, wrapping. */
export function pickupOrder(circle: readonly number[], start: number): number[] {
  return [...circle.slice(start), ...circle.slice(0, start)];
}
