CREATE TABLE "event_reporter_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"pitch" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "event_reporter_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "result_audit" ADD COLUMN "event_reporter_link_id" uuid;--> statement-breakpoint
ALTER TABLE "event_reporter_links" ADD CONSTRAINT "event_reporter_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reporter_links_event_idx" ON "event_reporter_links" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_event_reporter_link_id_event_reporter_links_id_fk" FOREIGN KEY ("event_reporter_link_id") REFERENCES "public"."event_reporter_links"("id") ON DELETE set null ON UPDATE no action;