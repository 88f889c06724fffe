CREATE TABLE `dm_channels` (
	`user_id` text PRIMARY KEY NOT NULL,
	`channel_id` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `match_players` ADD `hand_hash` text;