CREATE TABLE "container_type_wastes" (
	"container_type_id" uuid NOT NULL,
	"waste_id" uuid NOT NULL,
	CONSTRAINT "container_type_wastes_container_type_id_waste_id_pk" PRIMARY KEY("container_type_id","waste_id")
);
--> statement-breakpoint
CREATE TABLE "container_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"material" text NOT NULL,
	"colour" text NOT NULL,
	"capacity_l" numeric NOT NULL,
	"tare_kg" numeric NOT NULL,
	"reusable" boolean DEFAULT false NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(material, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text,
	"licence_number" text NOT NULL,
	"licence_type" text NOT NULL,
	"licence_expiry" date NOT NULL,
	"hazmat_permit_number" text,
	"hazmat_permit_expiry" date,
	"status" text DEFAULT 'active' NOT NULL,
	"user_id" uuid,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(licence_number, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(hazmat_permit_number, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"plate" text NOT NULL,
	"fleet_number" text,
	"type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"capacity_kg" numeric NOT NULL,
	"capacity_l" numeric,
	"refrigerated" boolean DEFAULT false NOT NULL,
	"transport_permit_number" text,
	"transport_permit_expiry" date,
	"insurance_policy" text,
	"insurance_expiry" date,
	"status" text DEFAULT 'available' NOT NULL,
	"odometer_km" integer,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(plate, '') || ' ' || coalesce(regexp_replace(plate, '[^A-Za-z0-9]', '', 'g'), '') || ' ' || coalesce(fleet_number, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(transport_permit_number, '') || ' ' || coalesce(insurance_policy, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "wastes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"physical_state" text NOT NULL,
	"unit" text NOT NULL,
	"hazard_code" text,
	"container_type_id" uuid,
	"container_colour" text,
	"max_storage_days" integer,
	"requires_refrigeration" boolean DEFAULT false NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(hazard_code, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "container_type_wastes" ADD CONSTRAINT "container_type_wastes_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_type_wastes" ADD CONSTRAINT "container_type_wastes_waste_id_wastes_id_fk" FOREIGN KEY ("waste_id") REFERENCES "public"."wastes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wastes" ADD CONSTRAINT "wastes_parent_id_wastes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wastes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wastes" ADD CONSTRAINT "wastes_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ctw_waste_idx" ON "container_type_wastes" USING btree ("waste_id");--> statement-breakpoint
CREATE UNIQUE INDEX "container_types_code_key" ON "container_types" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "container_types_search_idx" ON "container_types" USING gin ("search");--> statement-breakpoint
CREATE INDEX "container_types_name_idx" ON "container_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_licence_key" ON "drivers" USING btree (upper("licence_number"));--> statement-breakpoint
CREATE INDEX "drivers_search_idx" ON "drivers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "drivers_last_name_idx" ON "drivers" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expiry");--> statement-breakpoint
CREATE INDEX "drivers_hazmat_expiry_idx" ON "drivers" USING btree ("hazmat_permit_expiry");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key" ON "vehicles" USING btree (upper(regexp_replace("plate", '[\s-]', '', 'g')));--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicles_insurance_expiry_idx" ON "vehicles" USING btree ("insurance_expiry");--> statement-breakpoint
CREATE INDEX "vehicles_permit_expiry_idx" ON "vehicles" USING btree ("transport_permit_expiry");--> statement-breakpoint
CREATE INDEX "vehicles_created_idx" ON "vehicles" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wastes_code_key" ON "wastes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "wastes_parent_idx" ON "wastes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "wastes_search_idx" ON "wastes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "wastes_container_type_idx" ON "wastes" USING btree ("container_type_id");