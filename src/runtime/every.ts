/**
 * A timer for the bot's background chores (turn clock, WAL checkpoints,
 * gateway heartbeat, memory trim): it never keeps the process alive by
 * itself, and `null` means no timer at all (tests call the chore
 * themselves).
 */
export function every(ms: number | null, chore: () => void): { stop(): void } {
  if (ms === null) return { stop() {} };
  const timer = setInterval(chore, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
