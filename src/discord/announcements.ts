/**
 * A match's queued events (the outbox), told in order, each worded in its
 * reader's language: a DM to a player, or the channel — where a DM that
 * cannot be delivered goes too, naming the player it was meant for.
 */
import type { Match, MatchPlayer, OutboxRow } from '../db/schema/sqlite.js';
import type { PlayContext } from '../play/context.js';
import type { PlayEvent } from '../play/events.js';
import { eventDelivered, pendingEvents } from '../play/shown.js';
import { getPlayers } from '../play/store.js';
import { eventMentions, eventText } from './events.js';
import type { Languages } from './languages.js';
import type { MessageBody } from './layout.js';
import type { Messenger } from './messenger.js';
import type { Names } from './render.js';

export class Announcements {
  constructor(
    private readonly play: PlayContext,
    private readonly messenger: Messenger,
    private readonly names: Names,
    private readonly languages: Languages,
  ) {}

  /** Tells every event still queued for the match. */
  async drain(match: Match): Promise<void> {
    const { db } = this.play.database;
    // Telling an event can queue another (a DM found closed): a few passes at most.
    for (let pass = 0; pass < 3; pass++) {
      const rows = pendingEvents(db, match.id);
      if (rows.length === 0) return;
      await this.tell(match, rows);
    }
  }

  private async tell(match: Match, rows: OutboxRow[]): Promise<void> {
    const players = getPlayers(this.play.database.db, match.id);
    for (const row of rows) {
      const nonce = `${match.id}:o:${row.id}`;
      const player = row.target === 'dm' ? players.find((p) => p.userId === row.userId) : undefined;
      const sent = player && !player.dmClosed ? await this.messenger.sendDirect(match, player, { body: this.eventBody(row, match, players, player.userId), files: [] }, nonce) : null;
      if (!sent) await this.messenger.post(match.channelId, { body: this.eventBody(row, match, players, null, player?.userId), files: [] }, nonce);
      eventDelivered(this.play.database.db, row.id);
    }
  }

  /** An event worded for its reader: a player's DM (`dmTo`), or the channel (naming `onBehalfOf` when it was meant for their DMs). */
  private eventBody(row: OutboxRow, match: Match, players: MatchPlayer[], dmTo: string | null, onBehalfOf?: string): MessageBody & { allowed_mentions: object } {
    const event = row.payload.event as PlayEvent | undefined;
    if (!event) {
      // A row from before events: already worded.
      const content = row.payload.content ?? '';
      return { content: onBehalfOf ? `<@${onBehalfOf}> ${content}` : content, allowed_mentions: { parse: ['users'] } };
    }
    const lang = dmTo ? this.languages.user(dmTo, match.guildId) : this.languages.forMatchChannel(match);
    const content = eventText(event, { match, players, names: this.names, lang, ...(onBehalfOf ? { inChannelFor: onBehalfOf } : {}) });
    const users = onBehalfOf ? [onBehalfOf] : eventMentions(event, players);
    return { content, allowed_mentions: { users } };
  }
}
