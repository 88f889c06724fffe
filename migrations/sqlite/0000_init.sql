CREATE TABLE `match_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` text NOT NULL,
	`version` integer NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text,
	`code` text NOT NULL,
	`kind` text DEFAULT 'move' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "match_actions_kind_check" CHECK(kind in ('move', 'timeout', 'forfeit'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_actions_match_version_unique` ON `match_actions` (`match_id`,`version`);--> statement-breakpoint
CREATE TABLE `match_players` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text NOT NULL,
	`dm_channel_id` text,
	`hand_message_id` text,
	`dm_closed` integer DEFAULT false NOT NULL,
	`timeouts_in_row` integer DEFAULT 0 NOT NULL,
	`forfeited` integer DEFAULT false NOT NULL,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`match_id`, `seat`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `match_players_user_idx` ON `match_players` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `match_players_match_user_unique` ON `match_players` (`match_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `match_results` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text NOT NULL,
	`won` integer NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`match_id`, `seat`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`guild_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`host_user_id` text NOT NULL,
	`status` text DEFAULT 'lobby' NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`seed` text NOT NULL,
	`state` text,
	`version` integer DEFAULT 0 NOT NULL,
	`board_message_id` text,
	`board_posted_at` integer,
	`lobby_expires_at` integer,
	`turn_deadline` integer,
	`turn_warned` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	CONSTRAINT "matches_status_check" CHECK(status in ('lobby', 'active', 'finished', 'cancelled', 'abandoned'))
);
--> statement-breakpoint
CREATE INDEX `matches_channel_status_idx` ON `matches` (`channel_id`,`status`);--> statement-breakpoint
CREATE INDEX `matches_status_deadline_idx` ON `matches` (`status`,`turn_deadline`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `player_stats` (
	`guild_id` text NOT NULL,
	`game` text NOT NULL,
	`user_id` text NOT NULL,
	`matches` integer DEFAULT 0 NOT NULL,
	`wins` integer DEFAULT 0 NOT NULL,
	`round_wins` integer DEFAULT 0 NOT NULL,
	`total_score` integer DEFAULT 0 NOT NULL,
	`best_score` integer,
	`rating_mu` real DEFAULT 25 NOT NULL,
	`rating_sigma` real DEFAULT 8.333333333333334 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`guild_id`, `game`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `player_stats_guild_game_idx` ON `player_stats` (`guild_id`,`game`);--> statement-breakpoint
CREATE TABLE `round_wins` (
	`match_id` text NOT NULL,
	`round` integer NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`match_id`, `round`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
