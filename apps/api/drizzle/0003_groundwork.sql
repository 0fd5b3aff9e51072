CREATE TABLE "status_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"input" jsonb,
	"actor_id" uuid
);
--> statement-breakpoint
ALTER TABLE "container_type_wastes" DROP CONSTRAINT "container_type_wastes_waste_id_wastes_id_fk";
--> statement-breakpoint
CREATE INDEX "status_transitions_entity_idx" ON "status_transitions" USING btree ("entity","entity_id","at");--> statement-breakpoint
ALTER TABLE "container_type_wastes" ADD CONSTRAINT "container_type_wastes_waste_id_wastes_id_fk" FOREIGN KEY ("waste_id") REFERENCES "public"."wastes"("id") ON DELETE no action ON UPDATE no action;