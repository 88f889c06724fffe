PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_match_actions` (
	`id` integer PRIMARY KEY NOT NULL,
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
INSERT INTO `__new_match_actions`("id", "match_id", "version", "seat", "user_id", "code", "kind", "created_at") SELECT "id", "match_id", "version", "seat", "user_id", "code", "kind", "created_at" FROM `match_actions`;--> statement-breakpoint
DROP TABLE `match_actions`;--> statement-breakpoint
ALTER TABLE `__new_match_actions` RENAME TO `match_actions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `match_actions_match_version_unique` ON `match_actions` (`match_id`,`version`);