/**
 * Painting a scene with @napi-rs/canvas (Skia; installs from the npm registry
 * alone) and encoding it as PNG (src/images/png.ts). Skia records the drawing
 * and rasterizes it when the pixels are read (about half of a picture's
 * time); the compression is the other half, and `encodePng` runs it on
 * libuv's thread pool, off the event loop.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { canvasModule, fontOf, registerFonts } from './fonts.js';
import type { Op, Paint, Scene } from './scene.js';
import { encodeRgbaPng, encodeRgbaPngSync } from './png.js';

/** Discord refuses uploads above 8 MiB (without boosts) and pictures above this many pixels a side are pointless. */
export const MAX_PICTURE_SIDE = 2048;

/**
 * One canvas per thread, resized for each picture (which frees the old
 * surface). A new canvas per picture holds about a megabyte of native memory
 * that V8 does not see, so nothing collects it: 3,000 pictures kept 3.4 GiB
 * in the picture worker.
 */
let shared: Canvas | null = null;

function canvasOf(width: number, height: number): Canvas {
  shared ??= canvasModule().createCanvas(width, height);
  // Setting a side, even to its value, gives a fresh surface and context state, so no picture shows anything of the one before.
  shared.width = width;
  shared.height = height;
  return shared;
}

/** Paints `scene` on this thread's canvas: encode it before painting the next one. */
export function paint(scene: Scene): Canvas {
  registerFonts();
  const width = clampSide(scene.width);
  const height = clampSide(scene.height);
  const canvas = canvasOf(width, height);
  // Opaque: the pixels need no un-premultiplying, and the PNG's alpha channel is all 255.
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  for (const op of scene.ops) draw(ctx, op);
  return canvas;
}

/** Encodings in progress share the canvas: each waits for the one before. */
let pending: Promise<unknown> = Promise.resolve();

export function encodePng(scene: Scene): Promise<Buffer> {
  const png = pending.then(() => {
    const canvas = paint(scene);
    return encodeRgbaPng(canvas.data(), canvas.width, canvas.height);
  });
  pending = png.catch(() => undefined);
  return png;
}

/** The same, all on this thread (scripts and tests that want no concurrency). */
export function encodePngSync(scene: Scene): Buffer {
  const canvas = paint(scene);
  return encodeRgbaPngSync(canvas.data(), canvas.width, canvas.height);
}

function clampSide(n: number): number {
  return Math.max(1, Math.min(MAX_PICTURE_SIDE, Math.ceil(n)));
}

function draw(ctx: SKRSContext2D, op: Op): void {
  switch (op.op) {
    case 'rect':
      ctx.beginPath();
      if (op.r) ctx.roundRect(op.x, op.y, op.w, op.h, op.r);
      else ctx.rect(op.x, op.y, op.w, op.h);
      return finish(ctx, op);
    case 'circle':
      ctx.beginPath();
      ctx.arc(op.x, op.y, op.r, 0, Math.PI * 2);
      return finish(ctx, op);
    case 'path': {
      ctx.beginPath();
      const p = op.points;
      ctx.moveTo(p[0] ?? 0, p[1] ?? 0);
      for (let i = 2; i + 1 < p.length; i += 2) ctx.lineTo(p[i] as number, p[i + 1] as number);
      if (op.close) ctx.closePath();
      return finish(ctx, op);
    }
    case 'text':
      ctx.font = fontOf(op.size, op.bold);
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align ?? 'left';
      if (op.max !== undefined) ctx.fillText(op.text, op.x, op.y, op.max);
      else ctx.fillText(op.text, op.x, op.y);
      return;
  }
}

function finish(ctx: SKRSContext2D, paint: Paint): void {
  if (paint.fill) {
    ctx.fillStyle = paint.fill;
    ctx.fill();
  }
  if (paint.stroke) {
    ctx.strokeStyle = paint.stroke;
    ctx.lineWidth = paint.line ?? 1;
    ctx.setLineDash(paint.dash ?? []);
    ctx.stroke();
  }
}
