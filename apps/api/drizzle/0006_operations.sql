CREATE TABLE "asset_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"from_zone_id" uuid,
	"from_site_id" uuid,
	"from_vehicle_id" uuid,
	"to_zone_id" uuid,
	"to_site_id" uuid,
	"to_vehicle_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_company_id" uuid,
	"to_company_id" uuid,
	"note" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"serial" text NOT NULL,
	"container_type_id" uuid NOT NULL,
	"status" text NOT NULL,
	"zone_id" uuid,
	"site_id" uuid,
	"vehicle_id" uuid,
	"company_id" uuid,
	"located_since" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(serial, '') || ' ' || coalesce(notes, ''))) STORED,
	CONSTRAINT "assets_one_place" CHECK ((case when "assets"."zone_id" is null then 0 else 1 end + case when "assets"."site_id" is null then 0 else 1 end + case when "assets"."vehicle_id" is null then 0 else 1 end) <= 1)
);
--> statement-breakpoint
CREATE TABLE "store_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"capacity_units" integer NOT NULL,
	"temperature_min_c" numeric,
	"temperature_max_c" numeric,
	"notes" text,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"authorisation_number" text,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text,
	"neighbourhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capacity_kg" numeric,
	"opens_at" time,
	"closes_at" time,
	"phone" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(authorisation_number, '') || ' ' || coalesce(city, '') || ' ' || coalesce(neighbourhood, '') || ' ' || coalesce(street, ''))) STORED
);
--> statement-breakpoint
DROP INDEX "sites_company_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "last_collection_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "storage_deadline" date GENERATED ALWAYS AS (last_collection_on + (case generator_level when 'I' then 30 when 'II' then 15 when 'III' then 7 end)) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(legal_name, '') || ' ' || coalesce(trade_name, '') || ' ' || coalesce(rfc, '') || ' ' || coalesce(nra, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_from_zone_id_store_zones_id_fk" FOREIGN KEY ("from_zone_id") REFERENCES "public"."store_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_from_site_id_sites_id_fk" FOREIGN KEY ("from_site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_from_vehicle_id_vehicles_id_fk" FOREIGN KEY ("from_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_to_zone_id_store_zones_id_fk" FOREIGN KEY ("to_zone_id") REFERENCES "public"."store_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_to_site_id_sites_id_fk" FOREIGN KEY ("to_site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_to_vehicle_id_vehicles_id_fk" FOREIGN KEY ("to_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_from_company_id_companies_id_fk" FOREIGN KEY ("from_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_to_company_id_companies_id_fk" FOREIGN KEY ("to_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_moves" ADD CONSTRAINT "asset_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_zone_id_store_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."store_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_zones" ADD CONSTRAINT "store_zones_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_moves_asset_idx" ON "asset_moves" USING btree ("asset_id","moved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_serial_key" ON "assets" USING btree (upper("serial"));--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "assets_zone_idx" ON "assets" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "assets_site_idx" ON "assets" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "assets_vehicle_idx" ON "assets" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "assets_company_serial_idx" ON "assets" USING btree ("company_id","serial","id");--> statement-breakpoint
CREATE INDEX "assets_serial_sort_idx" ON "assets" USING btree ("serial","id");--> statement-breakpoint
CREATE INDEX "assets_status_sort_idx" ON "assets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "assets_located_since_sort_idx" ON "assets" USING btree ("located_since","id");--> statement-breakpoint
CREATE INDEX "assets_created_at_sort_idx" ON "assets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "assets_updated_at_sort_idx" ON "assets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_zones_name_key" ON "store_zones" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "store_zones_store_idx" ON "store_zones" USING btree ("store_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_name_key" ON "stores" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "stores_search_idx" ON "stores" USING gin ("search");--> statement-breakpoint
CREATE INDEX "stores_name_sort_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stores_type_sort_idx" ON "stores" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "stores_city_sort_idx" ON "stores" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "stores_state_sort_idx" ON "stores" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "stores_capacity_kg_sort_idx" ON "stores" USING btree ("capacity_kg","id");--> statement-breakpoint
CREATE INDEX "stores_created_at_sort_idx" ON "stores" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stores_updated_at_sort_idx" ON "stores" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "companies_legal_name_sort_idx" ON "companies" USING btree ("legal_name","id");--> statement-breakpoint
CREATE INDEX "companies_rfc_sort_idx" ON "companies" USING btree ("rfc","id");--> statement-breakpoint
CREATE INDEX "companies_generator_level_sort_idx" ON "companies" USING btree ("generator_level","id");--> statement-breakpoint
CREATE INDEX "companies_last_collection_on_sort_idx" ON "companies" USING btree ("last_collection_on","id");--> statement-breakpoint
CREATE INDEX "companies_storage_deadline_sort_idx" ON "companies" USING btree ("storage_deadline","id");--> statement-breakpoint
CREATE INDEX "companies_created_at_sort_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sites_state_idx" ON "sites" USING btree ("state");--> statement-breakpoint
CREATE INDEX "sites_company_idx" ON "sites" USING btree ("company_id","name","id");