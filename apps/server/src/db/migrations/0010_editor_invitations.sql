ALTER TABLE "tournament_editors" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- Editors added before invitations existed keep their access: they count as accepted when they were added.
UPDATE "tournament_editors" SET "accepted_at" = "added_at";
