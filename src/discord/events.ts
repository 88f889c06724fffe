/**
 * Wording the play layer's events (src/play/events.ts) for one reader's
 * language when they are delivered. Channel messages mention players (and
 * ping only those the event is about); lists of scores use names.
 */
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { PlayEvent } from '../play/events.js';
import { translator, type Language } from './i18n/index.js';
import { namesIn, placeName, type Names } from './render.js';
import { mention } from './mentions.js';
import { seatDisplayName, seatMentionText } from './seat-names.js';
import { relativeTime, safeName, signedNumber } from './ui/text.js';

export interface EventScene {
  match: Match;
  players: MatchPlayer[];
  names: Names;
  lang: Language;
  /** Told in the channel on behalf of a DM (closed DMs): the reader is named first. */
  inChannelFor?: string;
}

export function eventText(event: PlayEvent, scene: EventScene): string {
  const { match, players, lang } = scene;
  const names = namesIn(scene.names, match.guildId);
  const t = translator(lang, match.game);
  const seatOf = (seat: number) => players[seat] ?? { userId: '0', computer: null };
  const user = (seat: number) => seatMentionText(seatOf(seat), names, t);
  const name = (seat: number) => safeName(seatDisplayName(seatOf(seat), names, t));
  const list = (items: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  const board = t('showHand');
  switch (event.kind) {
    case 'round_won':
      return t('common:events.roundWon', { round: event.round, next: event.round + 1, user: user(event.seat) });
    case 'match_won': {
      const scores = event.scores.map((n, seat) => `${name(seat)} ${n}`).join(' · ');
      // Unprefixed: a game may word its result itself (points, not round wins); else the shared text.
      if (event.winners.length === 0) return t('events.matchOver', { scores });
      return t('events.matchWon', { count: event.winners.length, winners: list(event.winners.map(user)), scores });
    }
    case 'score_final': {
      const everyone = list(players.map((p) => user(p.seat)));
      const score = event.scores.map(signedNumber).join(', ');
      return t(event.won ? 'common:events.scoreWon' : 'common:events.scoreFinal', { users: everyone, score });
    }
    case 'challenge_best':
      return t('common:events.challengeBest', { best: signedNumber(event.best), yours: signedNumber(event.yours) });
    case 'turn_ping':
      return t('common:events.turnPing', { user: user(event.seat), button: board });
    case 'turn_warning': {
      const text = t(event.abandon ? 'common:events.warningAbandon' : 'common:events.warningTurn', { deadline: relativeTime(event.deadline) });
      return scene.inChannelFor ? `<@${scene.inChannelFor}> ${text}` : `${text} (<#${match.channelId}>)`;
    }
    case 'timeout_move':
      return t('common:events.timeoutMove', { user: user(event.seat), timeouts: event.timeouts, max: event.max });
    case 'ended_by_admin':
      return t('common:events.endedByAdmin', { user: mention(event.userId, t) });
    case 'taken_over':
      // The seat is a computer's now; the message is about the person who left it.
      return t('common:events.takenOver', { user: `<@${players[event.seat]?.userId ?? '0'}>` });
    case 'forfeit':
      return t(event.byClock ? 'events.forfeitByClock' : 'events.forfeit', { user: user(event.seat) });
    case 'gave_up':
      // Unprefixed: a game may word it itself (Scoundrel: scored as a death); else the shared text.
      return t('events.gaveUp', { user: user(event.seat), score: signedNumber(event.score) });
    case 'abandoned':
      return t(event.byClock ? 'common:events.abandonedByClock' : 'common:events.abandoned', { user: user(event.seat) });
    case 'dm_closed':
      return t('common:events.dmClosed', { user: user(event.seat), button: board });
    case 'ended_place_lost':
      return t(event.place === 'channel' ? 'common:events.endedChannelLost' : 'common:events.endedServerLost', { game: t('title'), place: placeName(match.guildId, names, t) });
  }
}

/** Who the channel message about an event may ping: the players it is about, never the whole list of scores. */
export function eventMentions(event: PlayEvent, players: MatchPlayer[]): string[] {
  // Computers are never pinged (they have no Discord id).
  const of = (seat: number) => (players[seat]?.computer ? undefined : players[seat]?.userId);
  const seats: number[] =
    event.kind === 'match_won' ? event.winners : event.kind === 'score_final' ? players.map((p) => p.seat) : 'seat' in event ? [event.seat] : [];
  return seats.map(of).filter((id): id is string => id !== undefined);
}
