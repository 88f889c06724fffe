/**
 * The picture worker thread's entry: paint a scene and encode it as PNG, off
 * the event loop that answers clicks (src/images/encoder.ts runs it). The
 * scene comes as JSON: one string crosses threads far cheaper than an object
 * graph.
 */
import { lowerThisThreadPriority } from '../runtime/thread-priority.js';
import { collectOldPixels } from './collect-garbage.js';
import { encodePngSync } from './paint.js';
import type { Scene } from './scene.js';

/** Below the event loop, above computers' thinking. Pictures never wait for clicks: a click's answer may wait for one. */
export const PICTURE_THREAD_NICE = 10;
lowerThisThreadPriority(PICTURE_THREAD_NICE);

export default function encode(scene: string | Scene): Uint8Array {
  // The last picture's pixels (src/images/collect-garbage.ts): freed when this task's loop turn ends.
  collectOldPixels();
  return encodePngSync(typeof scene === 'string' ? (JSON.parse(scene) as Scene) : scene);
}
