ALTER TABLE "reporter_links" ADD COLUMN "referee_id" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "officials" jsonb DEFAULT '{"referees":[],"assignments":{}}'::jsonb NOT NULL;