/**
 * One pass over one match: bring its hands, its board and its announcements
 * up to what the database says. Every step renders the latest saved state
 * and checks what Discord already shows, so a pass can be repeated, cut short
 * by a crash, or made by another process, and the table still converges. A
 * lost channel or server ends the match without a result.
 */
import { endWithoutResult, type EndCause } from '../../play/admin.js';
import { getMatch, lockMatch } from '../../play/matches.js';
import { boardShown, dropChannelEvents } from '../../play/shown.js';
import type { Match, MatchPlayer } from '../../db/schema/sqlite.js';
import { loadTable } from '../table.js';
import { tellEvents } from './announcements.js';
import { syncBoard } from './board.js';
import type { SyncContext } from './context.js';
import { DeliveryFailure } from './failures.js';
import { syncHands } from './hands.js';

export type SyncSettings = Omit<SyncContext, 'table' | 'now'> & {
  /** Told about every match a pass loaded (computer players wake up this way). */
  onLoaded?: (match: Match, players: MatchPlayer[]) => void;
  /** Told when Discord says the bot is no longer in a match's server (without a gateway, the only way to learn it). */
  onServerLost?: (guildId: string) => void;
};

/** Syncs the match; returns when to come back (a board edit waiting its turn, a paused channel), or null. */
export async function syncMatch(settings: SyncSettings, matchId: string): Promise<number | null> {
  const { app } = settings;
  const match = await app.play.store.read((q) => getMatch(q, matchId));
  if (!match) return null;
  const table = await app.play.store.read((q) => loadTable(q, app, match));
  settings.onLoaded?.(match, table.players);
  const ctx: SyncContext = { ...settings, table, now: app.play.now() };
  const passing: unknown[] = [];
  const step = async <T>(run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof DeliveryFailure && (err.failure === 'channel_lost' || err.failure === 'server_lost')) throw err;
      passing.push(err);
      return null;
    }
  };
  try {
    await step(() => syncHands(ctx));
    const boardAgain = await step(() => syncBoard(ctx));
    const eventsAgain = await step(() => tellEvents(ctx));
    if (passing.length > 0) throw passing[0];
    const times = [boardAgain, eventsAgain].filter((t): t is number => t !== null);
    return times.length ? Math.min(...times) : null;
  } catch (err) {
    if (!(err instanceof DeliveryFailure) || (err.failure !== 'channel_lost' && err.failure !== 'server_lost')) throw err;
    await placeLost(settings, matchId, err.failure === 'channel_lost' ? { by: 'channel_lost' } : { by: 'server_lost' });
    if (err.failure === 'server_lost') settings.onServerLost?.(match.guildId);
    // The players' DMs about it go out in the next pass.
    return app.play.now();
  }
}

/** The match's channel or server is gone: it ends without a result (players told by DM), and nothing waits for the channel any more. */
export async function placeLost(settings: Pick<SyncSettings, 'app' | 'log'>, matchId: string, cause: EndCause): Promise<void> {
  const { app } = settings;
  const ended = await app.play.store.transaction(async (q) => {
    const match = await lockMatch(q, matchId);
    if (!match) return null;
    const was = await endWithoutResult(q, app.play, match, cause);
    const dropped = await dropChannelEvents(q, matchId);
    // No board can be shown there any more.
    await boardShown(q, matchId, match.version + 1);
    return { was, dropped, channelId: match.channelId };
  });
  if (ended?.was) settings.log.warn({ matchId, channelId: ended.channelId, cause: cause.by, dropped: ended.dropped }, 'a match lost its channel or server: it ended without a result');
}
