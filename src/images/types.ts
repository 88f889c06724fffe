/** What a game's picture renderers get: a view (never state) and this context. */
import type { Scene } from './scene.js';

/** The reader's words for a picture: the game's own texts (its `pictures` keys) first, then the kit's (`pictureKit:…`). */
export type PictureText = (key: string, values?: Record<string, unknown>) => string;

export interface PictureSeat {
  /** The seat's display name (a computer's name for a computer). */
  name: string;
  /** Left the match (forfeited). */
  gone: boolean;
}

export interface PictureContext {
  t: PictureText;
  /** Whose hand the picture shows; null for the public board. */
  seat: number | null;
  seats: PictureSeat[];
  status: 'active' | 'finished' | 'abandoned';
}

/** A game's pictures, registered with its UI (`GameUi.images`). */
export interface GamePictures<V> {
  /**
   * The colours that carry meaning in its pictures, by what they mean (each
   * also has a symbol, a number or words): they must stay apart for colour-
   * blind readers too (test/images/colour-blind.test.ts).
   */
  palette: Record<string, string>;
  /** The public board, from `view(state, null)`. */
  board(view: V, ctx: PictureContext): Scene;
  /** One player's hand, from `view(state, seat)` (`ctx.seat` is that seat). */
  hand(view: V, ctx: PictureContext): Scene;
}
