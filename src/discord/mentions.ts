/** How a person is named in a message: a mention, or "a former player" for someone whose data was deleted (src/play/former-players.ts). */
import { isFormerPlayer } from '../play/former-players.js';
import type { TFunction } from './i18n/index.js';

/** `<@id>` (it pings where allowed); a former player's placeholder would show as a broken mention, so they are worded instead. */
export function mention(userId: string, t: TFunction): string {
  return isFormerPlayer(userId) ? t('privacy:formerPlayer') : `<@${userId}>`;
}
