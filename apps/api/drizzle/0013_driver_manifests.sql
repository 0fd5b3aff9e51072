CREATE TABLE "driver_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"route_id" uuid,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "evidence_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"order_id" uuid,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"folio" text NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"route_id" uuid,
	"store_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"collected_on" date NOT NULL,
	"parties" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"instructions" text,
	"generator_signer" text,
	"generator_signature_id" uuid,
	"generator_signed_at" timestamp with time zone,
	"transporter_signature_id" uuid,
	"transporter_signed_at" timestamp with time zone,
	"receiver_name" text,
	"receiver_signature_id" uuid,
	"received_at" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "stop_visits" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"route_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"arrived_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"failure_reason" text,
	"failure_note" text,
	"generator_name" text,
	"signature_file_id" uuid,
	"photo_file_id" uuid,
	"unknown_serials" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_assets" (
	"order_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	CONSTRAINT "visit_assets_order_id_asset_id_pk" PRIMARY KEY("order_id","asset_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notify_on_way" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notify_collected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notify_failed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "sct_registration" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_locale" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "received_kg" numeric;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "driver_signature_id" uuid;--> statement-breakpoint
ALTER TABLE "driver_actions" ADD CONSTRAINT "driver_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_actions" ADD CONSTRAINT "driver_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_actions" ADD CONSTRAINT "driver_actions_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_generator_signature_id_evidence_files_id_fk" FOREIGN KEY ("generator_signature_id") REFERENCES "public"."evidence_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_transporter_signature_id_evidence_files_id_fk" FOREIGN KEY ("transporter_signature_id") REFERENCES "public"."evidence_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_receiver_signature_id_evidence_files_id_fk" FOREIGN KEY ("receiver_signature_id") REFERENCES "public"."evidence_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_visits" ADD CONSTRAINT "stop_visits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_visits" ADD CONSTRAINT "stop_visits_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_visits" ADD CONSTRAINT "stop_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_visits" ADD CONSTRAINT "stop_visits_signature_file_id_evidence_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."evidence_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_visits" ADD CONSTRAINT "stop_visits_photo_file_id_evidence_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."evidence_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_assets" ADD CONSTRAINT "visit_assets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_assets" ADD CONSTRAINT "visit_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_files_order_idx" ON "evidence_files" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_folio_key" ON "manifests" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_order_key" ON "manifests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "manifests_company_idx" ON "manifests" USING btree ("company_id","collected_on","id");--> statement-breakpoint
CREATE INDEX "manifests_store_idx" ON "manifests" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "manifests_route_idx" ON "manifests" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "manifests_folio_sort_idx" ON "manifests" USING btree ("folio","id");--> statement-breakpoint
CREATE INDEX "manifests_collected_on_sort_idx" ON "manifests" USING btree ("collected_on","id");--> statement-breakpoint
CREATE INDEX "manifests_created_at_sort_idx" ON "manifests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stop_visits_route_idx" ON "stop_visits" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "visit_assets_asset_idx" ON "visit_assets" USING btree ("asset_id");