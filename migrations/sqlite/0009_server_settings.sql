CREATE TABLE `guild_game_settings` (
	`guild_id` text NOT NULL,
	`game` text NOT NULL,
	`turn_seconds` integer NOT NULL,
	PRIMARY KEY(`guild_id`, `game`)
);
--> statement-breakpoint
ALTER TABLE `guild_settings` ADD `lobby_idle_minutes` integer;--> statement-breakpoint
ALTER TABLE `guild_settings` ADD `computer_takeover` integer;