CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` text NOT NULL,
	`target` text NOT NULL,
	`user_id` text,
	`payload` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_match_idx` ON `outbox` (`match_id`);--> statement-breakpoint
ALTER TABLE `match_players` ADD `hand_posted_version` integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE `match_players` ADD `hand_version` integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `turn_started_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `board_version` integer DEFAULT -1 NOT NULL;