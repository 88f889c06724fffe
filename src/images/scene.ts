/**
 * A picture as a display list: plain JSON drawing operations, recorded by a
 * game's renderer from a view and painted later (src/images/paint.ts). Two
 * scenes that are equal draw equal pictures, so a scene's fingerprint tells
 * whether a picture changed without painting it; and a scene is what a test
 * can inspect.
 */
import { createHash } from 'node:crypto';

export type Align = 'left' | 'center' | 'right';

export interface Paint {
  fill?: string;
  stroke?: string;
  /** Stroke width (default 1). */
  line?: number;
  /** Dash pattern for the stroke, e.g. [6, 4]. */
  dash?: number[];
}

export type Op =
  | ({ op: 'rect'; x: number; y: number; w: number; h: number; r?: number } & Paint)
  | ({ op: 'circle'; x: number; y: number; r: number } & Paint)
  /** A polygon or polyline: x0, y0, x1, y1, … */
  | ({ op: 'path'; points: number[]; close?: boolean } & Paint)
  /** Text drawn on its vertical middle at y; `max` squeezes it into a width. */
  | { op: 'text'; text: string; x: number; y: number; size: number; color: string; align?: Align; bold?: boolean; max?: number };

export interface Scene {
  width: number;
  height: number;
  background: string;
  ops: Op[];
}

/** Bumped whenever the painter draws the same ops differently: cached pictures then change too. */
export const PAINTER_VERSION = 1;

/** A short, stable name for what a scene shows (`json`: the scene as JSON, when already at hand). */
export function fingerprint(scene: Scene, json = JSON.stringify(scene)): string {
  return createHash('sha1').update(`${PAINTER_VERSION}|`).update(json).digest('hex').slice(0, 16);
}

/** Records drawing operations. Coordinates are pixels of the final picture. */
export class Sketch {
  readonly ops: Op[] = [];

  constructor(
    public width: number,
    public height: number,
    public background: string,
  ) {}

  rect(x: number, y: number, w: number, h: number, paint: Paint & { r?: number }): this {
    this.ops.push({ op: 'rect', x: round(x), y: round(y), w: round(w), h: round(h), ...paint });
    return this;
  }

  circle(x: number, y: number, r: number, paint: Paint): this {
    this.ops.push({ op: 'circle', x: round(x), y: round(y), r: round(r), ...paint });
    return this;
  }

  path(points: number[], paint: Paint & { close?: boolean }): this {
    this.ops.push({ op: 'path', points: points.map(round), ...paint });
    return this;
  }

  text(text: string, x: number, y: number, style: { size: number; color: string; align?: Align; bold?: boolean; max?: number }): this {
    if (text.length === 0) return this;
    this.ops.push({ op: 'text', text, x: round(x), y: round(y), ...style });
    return this;
  }

  /** Draws another scene's operations at (dx, dy). */
  place(scene: Scene, dx: number, dy: number): this {
    for (const op of scene.ops) this.ops.push(shift(op, dx, dy));
    return this;
  }

  scene(): Scene {
    return { width: Math.ceil(this.width), height: Math.ceil(this.height), background: this.background, ops: this.ops };
  }
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function shift(op: Op, dx: number, dy: number): Op {
  if (op.op === 'path') return { ...op, points: op.points.map((v, i) => round(v + (i % 2 === 0 ? dx : dy))) };
  return { ...op, x: round(op.x + dx), y: round(op.y + dy) };
}

/** Scenes one under the other, centred (each keeps its own background as a band), `gap` pixels apart. */
export function stack(scenes: readonly Scene[], background: string, gap = 0): Scene {
  const width = Math.max(...scenes.map((s) => s.width));
  const height = scenes.reduce((h, s) => h + s.height, 0) + gap * Math.max(0, scenes.length - 1);
  const sketch = new Sketch(width, height, background);
  let y = 0;
  for (const s of scenes) {
    if (s.background !== background) sketch.rect(0, y, width, s.height, { fill: s.background });
    sketch.place(s, Math.round((width - s.width) / 2), y);
    y += s.height + gap;
  }
  return sketch.scene();
}

/** A scene drawn `factor` times its size (everything, text included). */
export function scaled(scene: Scene, factor: number): Scene {
  const f = (n: number) => round(n * factor);
  const ops = scene.ops.map((op): Op => {
    const paint = 'line' in op && op.line !== undefined ? { line: f(op.line) } : {};
    switch (op.op) {
      case 'rect':
        return { ...op, ...paint, x: f(op.x), y: f(op.y), w: f(op.w), h: f(op.h), ...(op.r !== undefined ? { r: f(op.r) } : {}) };
      case 'circle':
        return { ...op, ...paint, x: f(op.x), y: f(op.y), r: f(op.r) };
      case 'path':
        return { ...op, ...paint, points: op.points.map(f) };
      case 'text':
        return { ...op, x: f(op.x), y: f(op.y), size: f(op.size), ...(op.max !== undefined ? { max: f(op.max) } : {}) };
    }
  });
  return { width: Math.ceil(scene.width * factor), height: Math.ceil(scene.height * factor), background: scene.background, ops };
}
