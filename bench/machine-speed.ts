/**
 * How fast the shared machine is right now: a fixed piece of work (JSON and
 * hashing, as a click's own work is), timed in the bench process while both
 * bots are idle, just before each timed phase. On this machine the same work
 * took 55–113 ms (×2) within one quiet minute and had a median of 87 ms in
 * one minute and 62 ms a few minutes later (December 6), so an absolute
 * figure means little without it: a slow burst next to a slow probe is the
 * machine, not the bot.
 */
import { createHash } from 'node:crypto';

const PAYLOAD = { ids: [1, 2, 3], text: 'x'.repeat(200) };
const ROUNDS = 4_000;
const REPEATS = 5;

function work(): number {
  let n = 0;
  for (let i = 0; i < ROUNDS; i++) {
    n += (JSON.parse(JSON.stringify(PAYLOAD)) as typeof PAYLOAD).ids.length;
    n += createHash('sha1').update(PAYLOAD.text + i).digest()[0] ?? 0;
  }
  return n;
}

let warmed = false;

/** The fixed work's time in ms (the median of a few runs; lower is faster). */
export function probeMachineSpeed(): number {
  if (!warmed) {
    for (let i = 0; i < 3; i++) work();
    warmed = true;
  }
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(REPEATS / 2)] as number;
}
