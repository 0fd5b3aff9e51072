-- A failed order is rescheduled once. Orders made by repeated requests before this guard keep their
-- number and data, but only the first made still names the failed order.
UPDATE "orders" SET "rescheduled_from_id" = NULL
WHERE "rescheduled_from_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("rescheduled_from_id") "id" FROM "orders"
  WHERE "rescheduled_from_id" IS NOT NULL
  ORDER BY "rescheduled_from_id", "created_at", "id"
);--> statement-breakpoint
DROP INDEX "orders_rescheduled_from_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_rescheduled_from_key" ON "orders" USING btree ("rescheduled_from_id") WHERE rescheduled_from_id is not null;
