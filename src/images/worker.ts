/**
 * The picture worker thread's entry: paint a scene and encode it as PNG, off
 * the event loop that answers clicks (src/images/encoder.ts runs it). The
 * scene comes as JSON: one string crosses threads far cheaper than an object
 * graph.
 */
import { lowerThisThreadPriority } from '../thread-priority.js';
import { encodePngSync } from './paint.js';
import type { Scene } from './scene.js';

/** Pictures wait for clicks (src/thread-priority.ts), but come before computers' thinking. */
export const PICTURE_THREAD_NICE = 10;
lowerThisThreadPriority(PICTURE_THREAD_NICE);

export default function encode(scene: string | Scene): Uint8Array {
  return encodePngSync(typeof scene === 'string' ? (JSON.parse(scene) as Scene) : scene);
}
