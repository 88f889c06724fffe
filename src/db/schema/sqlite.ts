/**
 * The database schema (drizzle sqlite-core). Game-agnostic: a match stores its
 * game id, options and state as JSON; the engines never see this module.
 *
 * Conventions:
 * - snake_case columns, camelCase TypeScript properties;
 * - every time is an integer count of milliseconds since the epoch (the caller
 *   passes its own clock; `created_at`-style columns default to "now" in SQL);
 * - booleans are integers 0/1 (`mode: 'boolean'`);
 * - JSON columns (`options`, `state`) are parsed/serialised by drizzle
 *   (`mode: 'json'`): write objects, never pre-stringified strings.
 *
 * Every change is mirrored in ./postgres.ts (test/db/schemas.test.ts checks
 * it); then run `npm run db:generate -- --name <what>` and commit the new
 * files in `migrations/`.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
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

// The dialect-free constants live in ./shared.ts; re-exported so existing imports keep working.
export * from './shared.js';

/** SQL "now" in integer milliseconds (SQLite >= 3.42 for 'subsec'). */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const matches = sqliteTable(
  'matches',
  {
    id: text('id').primaryKey().$defaultFn(newMatchId),
    game: text('game').notNull(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    hostUserId: text('host_user_id').notNull(),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('lobby'),
    /** Game options (JSON object). */
    options: text('options', { mode: 'json' }).$type<object>().notNull().default(sql`'{}'`),
    seed: text('seed').notNull(),
    /** A shared challenge this run belongs to (e.g. 'scoundrel-daily:2026-11-29'): one attempt per player. */
    challenge: text('challenge'),
    /** Engine state (JSON object); null while in the lobby. */
    state: text('state', { mode: 'json' }).$type<object>(),
    /** State version; bumped by every applied action. Part of button custom ids. */
    version: integer('version').notNull().default(0),
    boardMessageId: text('board_message_id'),
    boardPostedAt: integer('board_posted_at'),
    lobbyExpiresAt: integer('lobby_expires_at'),
    turnDeadline: integer('turn_deadline'),
    turnWarned: integer('turn_warned', { mode: 'boolean' }).notNull().default(false),
    /** Version at which the seat to act got the turn: their hand DM must be newer. */
    turnStartedVersion: integer('turn_started_version').notNull().default(0),
    /** Version the board message shows (delivery catches up after a restart). */
    boardVersion: integer('board_version').notNull().default(-1),
    /** A computer plays on for a player who runs out of time too often (chosen at /<game> start), so the others can finish. */
    computerTakeover: integer('computer_takeover', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
    finishedAt: integer('finished_at'),
    /** When Discord must next be brought up to what this row says (null: it is); any process may claim it (src/discord/delivery). */
    syncDueAt: integer('sync_due_at'),
    /** Bumped by every change Discord must show: a sync clears `syncDueAt` only if nothing changed meanwhile. */
    syncSeq: integer('sync_seq').notNull().default(0),
    /** Failed syncs in a row (the backoff grows with them). */
    syncAttempts: integer('sync_attempts').notNull().default(0),
    /** A process syncing this match holds it until then; past it, another may take over. */
    syncLeaseUntil: integer('sync_lease_until'),
    /** The last board edit: edits are spaced about a second apart. */
    boardEditedAt: integer('board_edited_at'),
    /** The board message is a Components V2 one (that cannot be undone: its edits stay V2 with pictures off). */
    boardV2: integer('board_v2', { mode: 'boolean' }).notNull().default(false),
    /** The bot lost a permission in the channel then: board and announcements wait, the game goes on in DMs. */
    channelPausedAt: integer('channel_paused_at'),
    /** The action log was pruned then (MATCH_LOG_RETENTION_DAYS): results stay, replays do not. */
    logPrunedAt: integer('log_pruned_at'),
  },
  (t) => [
    index('matches_channel_status_idx').on(t.channelId, t.status),
    index('matches_sync_due_idx').on(t.syncDueAt),
    index('matches_status_deadline_idx').on(t.status, t.turnDeadline),
    uniqueIndex('matches_challenge_player_unique').on(t.challenge, t.hostUserId).where(sql`${t.challenge} is not null`),
    check('matches_status_check', oneOf('status', MATCH_STATUSES)),
  ],
);

export const matchPlayers = sqliteTable(
  'match_players',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: text('user_id').notNull(),
    dmChannelId: text('dm_channel_id'),
    handMessageId: text('hand_message_id'),
    dmClosed: integer('dm_closed', { mode: 'boolean' }).notNull().default(false),
    timeoutsInRow: integer('timeouts_in_row').notNull().default(0),
    forfeited: integer('forfeited', { mode: 'boolean' }).notNull().default(false),
    /** Version at which the current hand message was posted, and the version it shows. */
    handPostedVersion: integer('hand_posted_version').notNull().default(-1),
    handVersion: integer('hand_version').notNull().default(-1),
    /** Hash of the payload the hand message shows: a hand is edited only when what it would show changed. */
    handHash: text('hand_hash'),
    /** The hand message is a Components V2 one (its edits stay V2). */
    handV2: integer('hand_v2', { mode: 'boolean' }).notNull().default(false),
    /** Version of the last move that hit this player (a steal, a wiped table): their hand is then sent as a NEW DM, which notifies. */
    noticeVersion: integer('notice_version').notNull().default(-1),
    /** 'easy' | 'hard' for a computer seat (then `userId` is a made-up 'cpu…' id, never a Discord user); null for a person. */
    computer: text('computer', { enum: COMPUTER_LEVELS }),
    joinedAt: integer('joined_at').notNull().default(nowMs),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.seat] }),
    unique('match_players_match_user_unique').on(t.matchId, t.userId),
    index('match_players_user_idx').on(t.userId),
  ],
);

/** The action log: replaying `matches.seed` + these codes in version order rebuilds the state. */
export const matchActions = sqliteTable(
  'match_actions',
  {
    // No AUTOINCREMENT: nothing reads these ids, and it cost every move a write to sqlite_sequence (migration 0011).
    id: integer('id').primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** State version after the action. */
    version: integer('version').notNull(),
    seat: integer('seat').notNull(),
    /** Null when the action was played by the turn timer. */
    userId: text('user_id'),
    /** The engine's encoded action (`encodeAction`). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ACTION_KINDS }).notNull().default('move'),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [
    unique('match_actions_match_version_unique').on(t.matchId, t.version),
    check('match_actions_kind_check', oneOf('kind', ACTION_KINDS)),
  ],
);

export const roundWins = sqliteTable(
  'round_wins',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    seat: integer('seat').notNull(),
    userId: text('user_id').notNull(),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.round] })],
);

export const matchResults = sqliteTable(
  'match_results',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: text('user_id').notNull(),
    won: integer('won', { mode: 'boolean' }).notNull(),
    score: integer('score').notNull().default(0),
  },
  // By user: a player's stats (streak, rated matches) and history.
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('match_results_user_idx').on(t.userId)],
);

/** Per-server, per-game totals and rating of one player (the leaderboards). */
export const playerStats = sqliteTable(
  'player_stats',
  {
    guildId: text('guild_id').notNull(),
    game: text('game').notNull(),
    userId: text('user_id').notNull(),
    matches: integer('matches').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    roundWins: integer('round_wins').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    bestScore: integer('best_score'),
    ratingMu: real('rating_mu').notNull().default(DEFAULT_RATING_MU),
    ratingSigma: real('rating_sigma').notNull().default(DEFAULT_RATING_SIGMA),
    updatedAt: integer('updated_at').notNull().default(nowMs),
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
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    payload: text('payload', { mode: 'json' }).$type<OutboxPayload>().notNull(),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('outbox_match_idx').on(t.matchId)],
);

/**
 * A user's DM channel with the bot (Discord keeps it stable): opened once per
 * user, not once per match, so a new match costs no channel requests.
 */
export const dmChannels = sqliteTable('dm_channels', {
  userId: text('user_id').primaryKey(),
  channelId: text('channel_id').notNull(),
});

/** What we know of a player across matches: the language their Discord speaks (from their last click). */
export const userPrefs = sqliteTable('user_prefs', {
  userId: text('user_id').primaryKey(),
  language: text('language').notNull(),
});

/**
 * People's display names as they last acted (a click, a command): Discord
 * tells a bot about a user only then, so after a restart the boards, menus
 * and pictures still name players who have not acted since (src/discord/known-names.ts).
 */
export const userNames = sqliteTable('user_names', {
  userId: text('user_id').primaryKey(),
  name: text('name').notNull(),
  updatedAt: integer('updated_at').notNull().default(nowMs),
});

/** People's server nicknames as they last acted in that server (src/discord/known-names.ts); no row: no nickname. */
export const memberNames = sqliteTable(
  'member_names',
  {
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    nick: text('nick').notNull(),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId] })],
);

/** A server's settings: the language of its channel messages (`/settings language`); unset = from the server's locale. */
export const guildSettings = sqliteTable('guild_settings', {
  guildId: text('guild_id').primaryKey(),
  language: text('language'),
  /** Minutes an untouched lobby stays open (null: the bot's LOBBY_IDLE_MINUTES). */
  lobbyIdleMinutes: integer('lobby_idle_minutes'),
  /** Whether /<game> start lets computers take over for absent players when its option is not given (null: no). */
  computerTakeover: integer('computer_takeover', { mode: 'boolean' }),
  /** Boards and hands as pictures in Components V2 messages (`/settings images`); null: on. */
  images: integer('images', { mode: 'boolean' }),
  /** The server's preferred locale as Discord last told it (channel messages follow it unless `language` is set). */
  discordLocale: text('discord_locale'),
});

/** Servers that removed the bot: their data is deleted after a grace period unless the bot comes back first. */
export const guildDepartures = sqliteTable('guild_departures', {
  guildId: text('guild_id').primaryKey(),
  leftAt: integer('left_at').notNull(),
});

/** A server's turn time per game (`/settings turn-time`); no row: the bot's TURN_TIMEOUT_SECONDS. */
export const guildGameSettings = sqliteTable(
  'guild_game_settings',
  {
    guildId: text('guild_id').notNull(),
    game: text('game').notNull(),
    turnSeconds: integer('turn_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.game] })],
);

/**
 * The computer's run of a shared challenge (the daily dungeon): played once
 * by the hard computer, honestly, on the same deal as everyone. Its score is
 * the one to beat; its moves (`codes`) let players watch it afterwards.
 */
export const computerRuns = sqliteTable('computer_runs', {
  challenge: text('challenge').primaryKey(),
  game: text('game').notNull(),
  level: text('level', { enum: COMPUTER_LEVELS }).notNull(),
  seed: text('seed').notNull(),
  options: text('options', { mode: 'json' }).$type<object>().notNull(),
  /** The action codes in order: replaying them from the seed rebuilds every step. */
  codes: text('codes', { mode: 'json' }).$type<string[]>().notNull(),
  score: integer('score').notNull(),
  won: integer('won', { mode: 'boolean' }).notNull(),
  createdAt: integer('created_at').notNull().default(nowMs),
});

/** Small key/value store (e.g. the hash of the registered slash commands). */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type Match = typeof matches.$inferSelect;
export type NewMatch = typeof matches.$inferInsert;
export type MatchPlayer = typeof matchPlayers.$inferSelect;
export type NewMatchPlayer = typeof matchPlayers.$inferInsert;
export type MatchAction = typeof matchActions.$inferSelect;
export type NewMatchAction = typeof matchActions.$inferInsert;
export type RoundWin = typeof roundWins.$inferSelect;
export type NewRoundWin = typeof roundWins.$inferInsert;
export type MatchResult = typeof matchResults.$inferSelect;
export type NewMatchResult = typeof matchResults.$inferInsert;
export type PlayerStats = typeof playerStats.$inferSelect;
export type NewPlayerStats = typeof playerStats.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
export type MetaRow = typeof meta.$inferSelect;
export type ComputerRun = typeof computerRuns.$inferSelect;
export type NewMetaRow = typeof meta.$inferInsert;
export type GuildSettings = typeof guildSettings.$inferSelect;
