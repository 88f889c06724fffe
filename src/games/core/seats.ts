/** Seat arithmetic shared by turn-based games: play goes "to the left" = seat + 1. */

/** The next seat after `seat` that is still in the game, or null if none is. */
export function nextActiveSeat(seat: number, active: readonly boolean[]): number | null {
  const n = active.length;
  for (let step = 1; step <= n; step++) {
    const s = (seat + step) % n;
    if (active[s]) return s;
  }
  return null;
}

export function countActive(active: readonly boolean[]): number {
  let c = 0;
  for (const a of active) if (a) c++;
  return c;
}
