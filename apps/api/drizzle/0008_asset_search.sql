ALTER TABLE "assets" drop column "search";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(serial, '') || ' ' || coalesce(regexp_replace(serial, '[^A-Za-z0-9]+', ' ', 'g'), '') || ' ' || coalesce(notes, ''))) STORED;--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search");
