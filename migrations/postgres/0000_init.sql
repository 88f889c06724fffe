CREATE TABLE "computer_runs" (
	"challenge" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"level" text NOT NULL,
	"seed" text NOT NULL,
	"options" jsonb NOT NULL,
	"codes" jsonb NOT NULL,
	"score" bigint NOT NULL,
	"won" boolean NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dm_channels" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_departures" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"left_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_game_settings" (
	"guild_id" text NOT NULL,
	"game" text NOT NULL,
	"turn_seconds" bigint NOT NULL,
	CONSTRAINT "guild_game_settings_guild_id_game_pk" PRIMARY KEY("guild_id","game")
);
--> statement-breakpoint
CREATE TABLE "guild_settings" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"language" text,
	"lobby_idle_minutes" bigint,
	"computer_takeover" boolean,
	"images" boolean,
	"discord_locale" text
);
--> statement-breakpoint
CREATE TABLE "match_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"version" bigint NOT NULL,
	"seat" bigint NOT NULL,
	"user_id" text,
	"code" text NOT NULL,
	"kind" text DEFAULT 'move' NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	CONSTRAINT "match_actions_match_version_unique" UNIQUE("match_id","version"),
	CONSTRAINT "match_actions_kind_check" CHECK (kind in ('move', 'timeout', 'forfeit'))
);
--> statement-breakpoint
CREATE TABLE "match_players" (
	"match_id" text NOT NULL,
	"seat" bigint NOT NULL,
	"user_id" text NOT NULL,
	"dm_channel_id" text,
	"hand_message_id" text,
	"dm_closed" boolean DEFAULT false NOT NULL,
	"timeouts_in_row" bigint DEFAULT 0 NOT NULL,
	"forfeited" boolean DEFAULT false NOT NULL,
	"hand_posted_version" bigint DEFAULT -1 NOT NULL,
	"hand_version" bigint DEFAULT -1 NOT NULL,
	"hand_hash" text,
	"notice_version" bigint DEFAULT -1 NOT NULL,
	"computer" text,
	"joined_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	CONSTRAINT "match_players_match_id_seat_pk" PRIMARY KEY("match_id","seat"),
	CONSTRAINT "match_players_match_user_unique" UNIQUE("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"match_id" text NOT NULL,
	"seat" bigint NOT NULL,
	"user_id" text NOT NULL,
	"won" boolean NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_results_match_id_seat_pk" PRIMARY KEY("match_id","seat")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"guild_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"host_user_id" text NOT NULL,
	"status" text DEFAULT 'lobby' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seed" text NOT NULL,
	"challenge" text,
	"state" jsonb,
	"version" bigint DEFAULT 0 NOT NULL,
	"board_message_id" text,
	"board_posted_at" bigint,
	"lobby_expires_at" bigint,
	"turn_deadline" bigint,
	"turn_warned" boolean DEFAULT false NOT NULL,
	"turn_started_version" bigint DEFAULT 0 NOT NULL,
	"board_version" bigint DEFAULT -1 NOT NULL,
	"computer_takeover" boolean DEFAULT false NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	"updated_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	"finished_at" bigint,
	"sync_due_at" bigint,
	"sync_seq" bigint DEFAULT 0 NOT NULL,
	"sync_attempts" bigint DEFAULT 0 NOT NULL,
	"sync_lease_until" bigint,
	"board_edited_at" bigint,
	"channel_paused_at" bigint,
	"log_pruned_at" bigint,
	CONSTRAINT "matches_status_check" CHECK (status in ('lobby', 'active', 'finished', 'cancelled', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "member_names" (
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"nick" text NOT NULL,
	"updated_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	CONSTRAINT "member_names_guild_id_user_id_pk" PRIMARY KEY("guild_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"target" text NOT NULL,
	"user_id" text,
	"payload" jsonb NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"guild_id" text NOT NULL,
	"game" text NOT NULL,
	"user_id" text NOT NULL,
	"matches" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"round_wins" bigint DEFAULT 0 NOT NULL,
	"total_score" bigint DEFAULT 0 NOT NULL,
	"best_score" bigint,
	"rating_mu" double precision DEFAULT 25 NOT NULL,
	"rating_sigma" double precision DEFAULT 8.333333333333334 NOT NULL,
	"updated_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	CONSTRAINT "player_stats_guild_id_game_user_id_pk" PRIMARY KEY("guild_id","game","user_id")
);
--> statement-breakpoint
CREATE TABLE "round_wins" (
	"match_id" text NOT NULL,
	"round" bigint NOT NULL,
	"seat" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	CONSTRAINT "round_wins_match_id_round_pk" PRIMARY KEY("match_id","round")
);
--> statement-breakpoint
CREATE TABLE "user_names" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"updated_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_prefs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_actions" ADD CONSTRAINT "match_actions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_wins" ADD CONSTRAINT "round_wins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_players_user_idx" ON "match_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "match_results_user_idx" ON "match_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matches_channel_status_idx" ON "matches" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "matches_sync_due_idx" ON "matches" USING btree ("sync_due_at");--> statement-breakpoint
CREATE INDEX "matches_status_deadline_idx" ON "matches" USING btree ("status","turn_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_challenge_player_unique" ON "matches" USING btree ("challenge","host_user_id") WHERE "matches"."challenge" is not null;--> statement-breakpoint
CREATE INDEX "outbox_match_idx" ON "outbox" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "player_stats_guild_game_idx" ON "player_stats" USING btree ("guild_id","game");