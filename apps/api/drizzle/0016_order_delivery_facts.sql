DROP INDEX "orders_collected_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_kg" numeric;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_store_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_store_id_stores_id_fk" FOREIGN KEY ("delivery_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_collected_idx" ON "orders" USING btree ("collected_on","company_id","site_id","delivery_store_id","collected_kg") WHERE collected_on is not null and status in ('collected', 'received', 'closed');--> statement-breakpoint
UPDATE "orders" o SET
  "collected_kg" = (SELECT sum(oi.actual_kg) FROM "order_items" oi WHERE oi.order_id = o.id),
  "delivery_store_id" = (SELECT r.end_store_id FROM "route_stops" rs JOIN "routes" r ON r.id = rs.route_id
    WHERE rs.order_id = o.id AND r.status <> 'cancelled' LIMIT 1)
WHERE o.collected_on IS NOT NULL;
