/** A match context for any registered game's UI tests: seats named Ann, Ben, … in the reader's language. */
import { translator, type Language } from '../../../src/discord/i18n/index.js';
import type { MatchContext } from '../../../src/discord/ui/types.js';

export const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fritz'];

export function gameCtx(game: string, players: number, lang: Language = 'en', over: Partial<MatchContext> = {}): MatchContext {
  return {
    game,
    matchId: 'm1abc',
    version: 7,
    guildId: '900000000000000001',
    guildName: 'Card Club',
    channelId: '900000000000000002',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: `30000000000000000${seat}`, displayName: NAMES[seat] as string, forfeited: false })),
    turnDeadline: 1_800_000_000_000,
    status: 'active',
    lang,
    t: translator(lang, game),
    ...over,
  };
}
