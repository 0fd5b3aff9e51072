CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"waste_id" uuid NOT NULL,
	"container_type_id" uuid NOT NULL,
	"container_count" integer NOT NULL,
	"estimated_kg" numeric NOT NULL,
	"actual_kg" numeric
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"requested_date" date NOT NULL,
	"window_start" time,
	"window_end" time,
	"priority" text DEFAULT 'normal' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"scheduled_date" date,
	"collected_on" date,
	"status_reason" text,
	"rescheduled_from_id" uuid,
	"priority_rank" smallint GENERATED ALWAYS AS (case priority when 'urgent' then 3 when 'high' then 2 else 1 end) STORED,
	"status_rank" smallint GENERATED ALWAYS AS (case status when 'requested' then 1 when 'scheduled' then 2 when 'in_progress' then 3 when 'collected' then 4 when 'received' then 5 when 'closed' then 6 when 'failed' then 7 else 8 end) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(number, '') || ' ' || coalesce(replace(number, '-', ' '), '') || ' ' || coalesce(notes, ''))) STORED,
	CONSTRAINT "orders_window_check" CHECK (window_start is null or window_end is null or window_end > window_start)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_waste_id_wastes_id_fk" FOREIGN KEY ("waste_id") REFERENCES "public"."wastes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rescheduled_from_id_orders_id_fk" FOREIGN KEY ("rescheduled_from_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_waste_idx" ON "order_items" USING btree ("waste_id");--> statement-breakpoint
CREATE INDEX "order_items_container_type_idx" ON "order_items" USING btree ("container_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_company_date_idx" ON "orders" USING btree ("company_id","requested_date","id");--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_rescheduled_from_idx" ON "orders" USING btree ("rescheduled_from_id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search");--> statement-breakpoint
CREATE INDEX "orders_number_sort_idx" ON "orders" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "orders_requested_date_sort_idx" ON "orders" USING btree ("requested_date","id");--> statement-breakpoint
CREATE INDEX "orders_status_rank_sort_idx" ON "orders" USING btree ("status_rank","id");--> statement-breakpoint
CREATE INDEX "orders_priority_rank_sort_idx" ON "orders" USING btree ("priority_rank","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_sort_idx" ON "orders" USING btree ("created_at","id");