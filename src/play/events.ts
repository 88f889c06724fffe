/**
 * What happened in a match that someone should be told, recorded with the
 * state in the same transaction (the outbox) and worded later by the Discord
 * layer in the reader's language. Seats, not mentions; numbers, not sentences.
 */
export type PlayEvent =
  /** A round ended and the next one is dealt (multi-round games). */
  | { kind: 'round_won'; round: number; seat: number }
  /** The match ended ('wins' scoring): `scores` = round wins per seat. */
  | { kind: 'match_won'; winners: number[]; scores: number[] }
  /** A scored game ended ('score' scoring, e.g. a solo run). */
  | { kind: 'score_final'; scores: number[]; won: boolean }
  /** A daily challenge finished: the best score of the day across all servers, and the player's. */
  | { kind: 'challenge_best'; best: number; yours: number }
  /** The seat to act cannot be DMed: pinged in the channel instead. */
  | { kind: 'turn_ping'; seat: number }
  /** The deadline is near; `abandon` = the game ends then (solo), else a safe move is played. */
  | { kind: 'turn_warning'; seat: number; deadline: number; abandon: boolean }
  /** The clock played a safe move for an absent player. */
  | { kind: 'timeout_move'; seat: number; timeouts: number; max: number }
  /** A player ran out of time too often and a computer plays on for them (the match was started that way). */
  | { kind: 'taken_over'; seat: number }
  /** A server admin ended the match (/admin end): no result counts. */
  | { kind: 'ended_by_admin'; userId: string }
  /** The match's channel was deleted, or the bot left its server: it ended without a result (told to each player by DM). */
  | { kind: 'ended_place_lost'; place: 'channel' | 'server' }
  /** A player left the match for good (by /leave, or by the clock when `byClock`). */
  | { kind: 'forfeit'; seat: number; byClock: boolean }
  /** The player gave up their solo run (/<game> quit): lost, with the score a death gives. */
  | { kind: 'gave_up'; seat: number; score: number }
  /** A solo game ended unfinished (left, or no move for too long when `byClock`). */
  | { kind: 'abandoned'; seat: number; byClock: boolean }
  /** The player's DMs are closed: their hand stays behind the board's button. */
  | { kind: 'dm_closed'; seat: number };

export type EventKind = PlayEvent['kind'];

/** Where an event is told: the match channel, or one player's DMs (the channel when their DMs are closed). */
export type EventTarget = { to: 'channel' } | { to: 'dm'; userId: string };
