/**
 * The picture worker thread's entry: paint a scene and encode it as PNG, off
 * the event loop that answers clicks (src/images/encoder.ts runs it). The
 * scene comes as JSON: one string crosses threads far cheaper than an object
 * graph.
 */
import { clicksComingHere, lowerThisThreadPriority, pauseWhileClicksCome } from '../thread-priority.js';
import { collectOldPixels } from './collect-garbage.js';
import { encodePngSync } from './paint.js';
import type { Scene } from './scene.js';

/** Pictures wait for clicks (src/thread-priority.ts), but come before computers' thinking. */
export const PICTURE_THREAD_NICE = 10;
lowerThisThreadPriority(PICTURE_THREAD_NICE);

/** The event loop's "clicks are coming" flag (src/thread-priority.ts). */
const clicksComing = clicksComingHere();
/** A picture waits at most this long for clicks before it is painted anyway. */
const MAX_PAUSE_PER_PICTURE_MS = 1_000;

export default function encode(scene: string | Scene): Uint8Array {
  pauseWhileClicksCome(clicksComing, MAX_PAUSE_PER_PICTURE_MS)();
  // The last picture's pixels (src/images/collect-garbage.ts): freed when this task's loop turn ends.
  collectOldPixels();
  return encodePngSync(typeof scene === 'string' ? (JSON.parse(scene) as Scene) : scene);
}
