ALTER TABLE `match_players` ADD `hand_v2` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `board_v2` integer DEFAULT false NOT NULL;