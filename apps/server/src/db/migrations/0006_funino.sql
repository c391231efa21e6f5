ALTER TABLE "tournaments" ADD COLUMN "mode" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "funino" jsonb;