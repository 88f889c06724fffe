CREATE TABLE `member_names` (
	`guild_id` text NOT NULL,
	`user_id` text NOT NULL,
	`nick` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`guild_id`, `user_id`)
);
