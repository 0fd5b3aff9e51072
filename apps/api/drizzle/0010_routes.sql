CREATE TABLE "number_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"route_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "route_stops_route_id_position_pk" PRIMARY KEY("route_id","position")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"start_store_id" uuid NOT NULL,
	"end_store_id" uuid NOT NULL,
	"start_time" time DEFAULT '07:00' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_start_store_id_stores_id_fk" FOREIGN KEY ("start_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_end_store_id_stores_id_fk" FOREIGN KEY ("end_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_stops_order_idx" ON "route_stops" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_number_key" ON "routes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "routes_date_idx" ON "routes" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_driver_day_key" ON "routes" USING btree ("driver_id","date") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "routes_vehicle_day_key" ON "routes" USING btree ("vehicle_id","date") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "routes_start_store_idx" ON "routes" USING btree ("start_store_id");--> statement-breakpoint
CREATE INDEX "routes_end_store_idx" ON "routes" USING btree ("end_store_id");--> statement-breakpoint
CREATE INDEX "routes_number_sort_idx" ON "routes" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "routes_date_sort_idx" ON "routes" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "routes_created_at_sort_idx" ON "routes" USING btree ("created_at","id");