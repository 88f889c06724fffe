ALTER TABLE `match_players` ADD `computer` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `computer_takeover` integer DEFAULT false NOT NULL;