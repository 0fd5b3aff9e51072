CREATE TABLE "service_plan_exceptions" (
	"plan_id" uuid NOT NULL,
	"plan_date" date NOT NULL,
	"moved_to" date,
	CONSTRAINT "service_plan_exceptions_plan_id_plan_date_pk" PRIMARY KEY("plan_id","plan_date")
);
--> statement-breakpoint
CREATE TABLE "service_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"waste_id" uuid NOT NULL,
	"container_type_id" uuid NOT NULL,
	"container_count" integer NOT NULL,
	"estimated_kg" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"recurrence" text NOT NULL,
	"interval_days" integer,
	"weekdays" smallint[],
	"month_day" smallint,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"window_start" time,
	"window_end" time,
	"priority" text DEFAULT 'normal' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "service_plans_window_check" CHECK (window_start is null or window_end is null or window_end > window_start),
	CONSTRAINT "service_plans_end_check" CHECK (ends_on is null or ends_on >= starts_on)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_date" date;--> statement-breakpoint
ALTER TABLE "service_plan_exceptions" ADD CONSTRAINT "service_plan_exceptions_plan_id_service_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_items" ADD CONSTRAINT "service_plan_items_plan_id_service_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_items" ADD CONSTRAINT "service_plan_items_waste_id_wastes_id_fk" FOREIGN KEY ("waste_id") REFERENCES "public"."wastes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_items" ADD CONSTRAINT "service_plan_items_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_plan_items_plan_idx" ON "service_plan_items" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "service_plan_items_waste_idx" ON "service_plan_items" USING btree ("waste_id");--> statement-breakpoint
CREATE INDEX "service_plan_items_container_type_idx" ON "service_plan_items" USING btree ("container_type_id");--> statement-breakpoint
CREATE INDEX "service_plans_company_idx" ON "service_plans" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "service_plans_site_idx" ON "service_plans" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "service_plans_active_idx" ON "service_plans" USING btree ("status") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "service_plans_name_sort_idx" ON "service_plans" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "service_plans_starts_on_sort_idx" ON "service_plans" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "service_plans_created_at_sort_idx" ON "service_plans" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_plan_id_service_plans_id_fk" FOREIGN KEY ("service_plan_id") REFERENCES "public"."service_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_plan_date_key" ON "orders" USING btree ("service_plan_id","plan_date") WHERE service_plan_id is not null;