CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"school_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"sex" text NOT NULL,
	"grade" text NOT NULL,
	"group_name" text NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_phone" text NOT NULL,
	"notes" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(guardian_name, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"name" text NOT NULL,
	"cct" text NOT NULL,
	"level" text NOT NULL,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"neighbourhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"programme" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(cct, '') || ' ' || coalesce(city, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_school_idx" ON "patients" USING btree ("school_id","last_name","id");--> statement-breakpoint
CREATE INDEX "patients_search_idx" ON "patients" USING gin ("search");--> statement-breakpoint
CREATE INDEX "patients_last_name_sort_idx" ON "patients" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "patients_first_name_sort_idx" ON "patients" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "patients_birth_date_sort_idx" ON "patients" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "patients_grade_sort_idx" ON "patients" USING btree ("grade","id");--> statement-breakpoint
CREATE INDEX "patients_created_at_sort_idx" ON "patients" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_cct_key" ON "schools" USING btree ("cct");--> statement-breakpoint
CREATE INDEX "schools_search_idx" ON "schools" USING gin ("search");--> statement-breakpoint
CREATE INDEX "schools_name_sort_idx" ON "schools" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "schools_cct_sort_idx" ON "schools" USING btree ("cct","id");--> statement-breakpoint
CREATE INDEX "schools_level_sort_idx" ON "schools" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "schools_city_sort_idx" ON "schools" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "schools_created_at_sort_idx" ON "schools" USING btree ("created_at","id");