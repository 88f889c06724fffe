/** What the bot's messages need to know of pictures, shared by the answers (show.ts) and the delivery. */
import type { ImageSettings } from './image-settings.js';
import type { MessageBook } from './message-book.js';
import type { Pictures } from './pictures.js';

/** Pictures: where they come from, whether a server wants them, what our messages show. */
export interface Looks {
  pictures: Pictures;
  images: ImageSettings;
  book: MessageBook;
  /**
   * Whether other clicks are waiting or being answered (click-turns.ts): a
   * ready picture then follows the answer through its token instead of
   * riding in it, so a burst's answers stay small (an upload in each answer
   * of a burst added ~50 ms to its p99).
   */
  crowded(): boolean;
}
