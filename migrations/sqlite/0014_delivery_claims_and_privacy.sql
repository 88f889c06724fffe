CREATE TABLE `guild_departures` (
	`guild_id` text PRIMARY KEY NOT NULL,
	`left_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `guild_settings` ADD `discord_locale` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `sync_due_at` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `sync_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `sync_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `sync_lease_until` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `board_edited_at` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `channel_paused_at` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `log_pruned_at` integer;--> statement-breakpoint
CREATE INDEX `matches_sync_due_idx` ON `matches` (`sync_due_at`);--> statement-breakpoint
-- Matches an earlier version left behind are brought up to date by whichever process starts first.
UPDATE `matches` SET `sync_due_at` = 0 WHERE `status` IN ('lobby', 'active') OR `board_version` < `version` OR `id` IN (SELECT `match_id` FROM `outbox`);
