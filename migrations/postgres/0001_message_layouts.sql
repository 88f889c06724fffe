ALTER TABLE "match_players" ADD COLUMN "hand_v2" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "board_v2" boolean DEFAULT false NOT NULL;