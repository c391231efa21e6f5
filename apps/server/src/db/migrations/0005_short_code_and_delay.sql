-- Short codes: added nullable, filled with random codes for existing rows (re-drawn until unique), then required.
-- The alphabet is SHORT_CODE_ALPHABET of packages/domain/src/short-code.ts (no 0/O, 1/I/L look-alikes).
ALTER TABLE "tournaments" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "delay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The subquery names the row, so it is evaluated once per row (an uncorrelated one would give every row one code).
UPDATE "tournaments" SET "short_code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 6) WHERE "tournaments"."id" IS NOT NULL
);--> statement-breakpoint
DO $$
BEGIN
  WHILE EXISTS (SELECT 1 FROM "tournaments" GROUP BY "short_code" HAVING count(*) > 1) LOOP
    UPDATE "tournaments" SET "short_code" = (
      SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
      FROM generate_series(1, 6) WHERE "tournaments"."id" IS NOT NULL
    )
    WHERE "short_code" IN (SELECT "short_code" FROM "tournaments" GROUP BY "short_code" HAVING count(*) > 1);
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "tournaments" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_short_code_idx" ON "tournaments" USING btree ("short_code");
