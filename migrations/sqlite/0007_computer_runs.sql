CREATE TABLE `computer_runs` (
	`challenge` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`level` text NOT NULL,
	`seed` text NOT NULL,
	`options` text NOT NULL,
	`codes` text NOT NULL,
	`score` integer NOT NULL,
	`won` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
