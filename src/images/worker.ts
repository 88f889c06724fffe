/**
 * The picture worker thread's entry: paint a scene and encode it as PNG, off
 * the event loop that answers clicks (src/images/encoder.ts runs it). The
 * scene comes as JSON: one string crosses threads far cheaper than an object
 * graph.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { encodePngSync } from './paint.js';
import type { Scene } from './scene.js';

/**
 * Pictures yield the CPU to clicks: on Linux this thread's scheduling
 * priority is lowered (nice 10), so when the cores are busy the event loop
 * answering clicks goes first and a picture simply comes a little later.
 * Elsewhere (or without /proc) the thread keeps the normal priority.
 */
export const PICTURE_THREAD_NICE = 10;
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, PICTURE_THREAD_NICE);
} catch {
  // Not Linux, or not allowed: normal priority.
}

export default function encode(scene: string | Scene): Uint8Array {
  return encodePngSync(typeof scene === 'string' ? (JSON.parse(scene) as Scene) : scene);
}
