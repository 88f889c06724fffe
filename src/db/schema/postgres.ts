/**
 * The database schema for PostgreSQL (drizzle pg-core): the same tables as
 * ./sqlite.ts, with the same table and column names, TypeScript properties
 * and inferred types, keys, indexes and checks (test/db/schemas.test.ts holds
 * the two together).
 *
 * Type mapping from SQLite:
 * - every integer is a `bigint` read as a JS number: SQLite integers are 64-bit,
 *   so any value the bot kept there fits here (millisecond times included);
 * - booleans are `boolean`, JSON is `jsonb`, `real` is `double precision`;
 * - SQLite's integer primary keys (rowids) are `bigserial`.
 *
 * After changing this file run `npm run db:generate -- --name <what>` and
 * commit the new files in `migrations/postgres/`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACTION_KINDS,
  COMPUTER_LEVELS,
  DEFAULT_RATING_MU,
  DEFAULT_RATING_SIGMA,
  MATCH_STATUSES,
  OUTBOX_TARGETS,
  newMatchId,
  oneOf,
  type OutboxPayload,
} from './shared.js';

/** SQL "now" in integer milliseconds, as SQLite's `unixepoch('subsec')` gives it (truncated). */
const nowMs = sql`(floor(extract(epoch from clock_timestamp()) * 1000))::bigint`;

export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey().$defaultFn(newMatchId),
    game: text('game').notNull(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    hostUserId: text('host_user_id').notNull(),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('lobby'),
    /** Game options (JSON object). */
    options: jsonb('options').$type<object>().notNull().default(sql`'{}'::jsonb`),
    seed: text('seed').notNull(),
    /** A shared challenge this run belongs to (e.g. 'scoundrel-daily:2026-11-29'): one attempt per player. */
    challenge: text('challenge'),
    /** Engine state (JSON object); null while in the lobby. */
    state: jsonb('state').$type<object>(),
    /** State version; bumped by every applied action. Part of button custom ids. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    boardMessageId: text('board_message_id'),
    boardPostedAt: bigint('board_posted_at', { mode: 'number' }),
    lobbyExpiresAt: bigint('lobby_expires_at', { mode: 'number' }),
    turnDeadline: bigint('turn_deadline', { mode: 'number' }),
    turnWarned: boolean('turn_warned').notNull().default(false),
    /** Version at which the seat to act got the turn: their hand DM must be newer. */
    turnStartedVersion: bigint('turn_started_version', { mode: 'number' }).notNull().default(0),
    /** Version the board message shows (delivery catches up after a restart). */
    boardVersion: bigint('board_version', { mode: 'number' }).notNull().default(-1),
    /** A computer plays on for a player who runs out of time too often (chosen at /<game> start), so the others can finish. */
    computerTakeover: boolean('computer_takeover').notNull().default(false),
    createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(nowMs),
    finishedAt: bigint('finished_at', { mode: 'number' }),
    syncDueAt: bigint('sync_due_at', { mode: 'number' }),
    syncSeq: bigint('sync_seq', { mode: 'number' }).notNull().default(0),
    syncAttempts: bigint('sync_attempts', { mode: 'number' }).notNull().default(0),
    syncLeaseUntil: bigint('sync_lease_until', { mode: 'number' }),
    boardEditedAt: bigint('board_edited_at', { mode: 'number' }),
    boardV2: boolean('board_v2').notNull().default(false),
    channelPausedAt: bigint('channel_paused_at', { mode: 'number' }),
    logPrunedAt: bigint('log_pruned_at', { mode: 'number' }),
  },
  (t) => [
    index('matches_channel_status_idx').on(t.channelId, t.status),
    index('matches_sync_due_idx').on(t.syncDueAt),
    index('matches_status_deadline_idx').on(t.status, t.turnDeadline),
    uniqueIndex('matches_challenge_player_unique').on(t.challenge, t.hostUserId).where(sql`${t.challenge} is not null`),
    check('matches_status_check', oneOf('status', MATCH_STATUSES)),
  ],
);

export const matchPlayers = pgTable(
  'match_players',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: bigint('seat', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    dmChannelId: text('dm_channel_id'),
    handMessageId: text('hand_message_id'),
    dmClosed: boolean('dm_closed').notNull().default(false),
    timeoutsInRow: bigint('timeouts_in_row', { mode: 'number' }).notNull().default(0),
    forfeited: boolean('forfeited').notNull().default(false),
    /** Version at which the current hand message was posted, and the version it shows. */
    handPostedVersion: bigint('hand_posted_version', { mode: 'number' }).notNull().default(-1),
    handVersion: bigint('hand_version', { mode: 'number' }).notNull().default(-1),
    /** Hash of the payload the hand message shows: a hand is edited only when what it would show changed. */
    handHash: text('hand_hash'),
    handV2: boolean('hand_v2').notNull().default(false),
    /** Version of the last move that hit this player (a steal, a wiped table): their hand is then sent as a NEW DM, which notifies. */
    noticeVersion: bigint('notice_version', { mode: 'number' }).notNull().default(-1),
    /** 'easy' | 'hard' for a computer seat (then `userId` is a made-up 'cpu…' id, never a Discord user); null for a person. */
    computer: text('computer', { enum: COMPUTER_LEVELS }),
    joinedAt: bigint('joined_at', { mode: 'number' }).notNull().default(nowMs),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.seat] }),
    unique('match_players_match_user_unique').on(t.matchId, t.userId),
    index('match_players_user_idx').on(t.userId),
  ],
);

/** The action log: replaying `matches.seed` + these codes in version order rebuilds the state. */
export const matchActions = pgTable(
  'match_actions',
  {
    // Numbered by the database, as SQLite numbers its rowids.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** State version after the action. */
    version: bigint('version', { mode: 'number' }).notNull(),
    seat: bigint('seat', { mode: 'number' }).notNull(),
    /** Null when the action was played by the turn timer. */
    userId: text('user_id'),
    /** The engine's encoded action (`encodeAction`). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ACTION_KINDS }).notNull().default('move'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
  },
  (t) => [
    unique('match_actions_match_version_unique').on(t.matchId, t.version),
    check('match_actions_kind_check', oneOf('kind', ACTION_KINDS)),
  ],
);

export const roundWins = pgTable(
  'round_wins',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    round: bigint('round', { mode: 'number' }).notNull(),
    seat: bigint('seat', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.round] })],
);

export const matchResults = pgTable(
  'match_results',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: bigint('seat', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    won: boolean('won').notNull(),
    score: bigint('score', { mode: 'number' }).notNull().default(0),
  },
  // By user: a player's stats (streak, rated matches) and history.
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('match_results_user_idx').on(t.userId)],
);

/** Per-server, per-game totals and rating of one player (the leaderboards). */
export const playerStats = pgTable(
  'player_stats',
  {
    guildId: text('guild_id').notNull(),
    game: text('game').notNull(),
    userId: text('user_id').notNull(),
    matches: bigint('matches', { mode: 'number' }).notNull().default(0),
    wins: bigint('wins', { mode: 'number' }).notNull().default(0),
    roundWins: bigint('round_wins', { mode: 'number' }).notNull().default(0),
    totalScore: bigint('total_score', { mode: 'number' }).notNull().default(0),
    bestScore: bigint('best_score', { mode: 'number' }),
    ratingMu: doublePrecision('rating_mu').notNull().default(DEFAULT_RATING_MU),
    ratingSigma: doublePrecision('rating_sigma').notNull().default(DEFAULT_RATING_SIGMA),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(nowMs),
  },
  (t) => [
    primaryKey({ columns: [t.guildId, t.game, t.userId] }),
    index('player_stats_guild_game_idx').on(t.guildId, t.game),
  ],
);

/**
 * Messages to post that were decided inside a game transaction (round and
 * match results, turn pings, warnings): written with the state, delivered
 * afterwards and then deleted, so a crash in between loses none.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 'channel': post in the match channel; 'dm': send to a user. */
    target: text('target', { enum: OUTBOX_TARGETS }).notNull(),
    /** The user for 'dm'. */
    userId: text('user_id'),
    /**
     * `{ event }`: what happened, as the play layer's typed event, worded when
     * delivered in the reader's language. (Rows written before events were
     * introduced hold `{ content }`, already worded.)
     */
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
  },
  (t) => [index('outbox_match_idx').on(t.matchId)],
);

/**
 * A user's DM channel with the bot (Discord keeps it stable): opened once per
 * user, not once per match, so a new match costs no channel requests.
 */
export const dmChannels = pgTable('dm_channels', {
  userId: text('user_id').primaryKey(),
  channelId: text('channel_id').notNull(),
});

/** What we know of a player across matches: the language their Discord speaks (from their last click). */
export const userPrefs = pgTable('user_prefs', {
  userId: text('user_id').primaryKey(),
  language: text('language').notNull(),
});

/**
 * People's display names as they last acted (a click, a command): Discord
 * tells a bot about a user only then, so after a restart the boards, menus
 * and pictures still name players who have not acted since (src/discord/known-names.ts).
 */
export const userNames = pgTable('user_names', {
  userId: text('user_id').primaryKey(),
  name: text('name').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(nowMs),
});

/** People's server nicknames as they last acted in that server (src/discord/known-names.ts); no row: no nickname. */
export const memberNames = pgTable(
  'member_names',
  {
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    nick: text('nick').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId] })],
);

/** A server's settings: the language of its channel messages (`/settings language`); unset = from the server's locale. */
export const guildSettings = pgTable('guild_settings', {
  guildId: text('guild_id').primaryKey(),
  language: text('language'),
  /** Minutes an untouched lobby stays open (null: the bot's LOBBY_IDLE_MINUTES). */
  lobbyIdleMinutes: bigint('lobby_idle_minutes', { mode: 'number' }),
  /** Whether /<game> start lets computers take over for absent players when its option is not given (null: no). */
  computerTakeover: boolean('computer_takeover'),
  /** Boards and hands as pictures in Components V2 messages (`/settings images`); null: on. */
  images: boolean('images'),
  discordLocale: text('discord_locale'),
});

/** Servers that removed the bot: their data is deleted after a grace period unless the bot comes back first. */
export const guildDepartures = pgTable('guild_departures', {
  guildId: text('guild_id').primaryKey(),
  leftAt: bigint('left_at', { mode: 'number' }).notNull(),
});

/** A server's turn time per game (`/settings turn-time`); no row: the bot's TURN_TIMEOUT_SECONDS. */
export const guildGameSettings = pgTable(
  'guild_game_settings',
  {
    guildId: text('guild_id').notNull(),
    game: text('game').notNull(),
    turnSeconds: bigint('turn_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.game] })],
);

/**
 * The computer's run of a shared challenge (the daily dungeon): played once
 * by the hard computer, honestly, on the same deal as everyone. Its score is
 * the one to beat; its moves (`codes`) let players watch it afterwards.
 */
export const computerRuns = pgTable('computer_runs', {
  challenge: text('challenge').primaryKey(),
  game: text('game').notNull(),
  level: text('level', { enum: COMPUTER_LEVELS }).notNull(),
  seed: text('seed').notNull(),
  options: jsonb('options').$type<object>().notNull(),
  /** The action codes in order: replaying them from the seed rebuilds every step. */
  codes: jsonb('codes').$type<string[]>().notNull(),
  score: bigint('score', { mode: 'number' }).notNull(),
  won: boolean('won').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
});

/** Small key/value store (e.g. the hash of the registered slash commands). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
