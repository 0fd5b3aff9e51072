DROP INDEX "container_types_name_idx";--> statement-breakpoint
DROP INDEX "drivers_last_name_idx";--> statement-breakpoint
DROP INDEX "drivers_licence_expiry_idx";--> statement-breakpoint
DROP INDEX "drivers_hazmat_expiry_idx";--> statement-breakpoint
DROP INDEX "drivers_status_idx";--> statement-breakpoint
DROP INDEX "drivers_created_idx";--> statement-breakpoint
DROP INDEX "vehicles_plate_idx";--> statement-breakpoint
DROP INDEX "vehicles_status_idx";--> statement-breakpoint
DROP INDEX "vehicles_insurance_expiry_idx";--> statement-breakpoint
DROP INDEX "vehicles_permit_expiry_idx";--> statement-breakpoint
DROP INDEX "vehicles_created_idx";--> statement-breakpoint
CREATE INDEX "container_types_code_sort_idx" ON "container_types" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "container_types_name_sort_idx" ON "container_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "container_types_material_sort_idx" ON "container_types" USING btree ("material","id");--> statement-breakpoint
CREATE INDEX "container_types_colour_sort_idx" ON "container_types" USING btree ("colour","id");--> statement-breakpoint
CREATE INDEX "container_types_capacity_l_sort_idx" ON "container_types" USING btree ("capacity_l","id");--> statement-breakpoint
CREATE INDEX "container_types_tare_kg_sort_idx" ON "container_types" USING btree ("tare_kg","id");--> statement-breakpoint
CREATE INDEX "container_types_reusable_sort_idx" ON "container_types" USING btree ("reusable","id");--> statement-breakpoint
CREATE INDEX "container_types_created_at_sort_idx" ON "container_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "container_types_updated_at_sort_idx" ON "container_types" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "drivers_last_name_sort_idx" ON "drivers" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "drivers_first_name_sort_idx" ON "drivers" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "drivers_licence_number_sort_idx" ON "drivers" USING btree ("licence_number","id");--> statement-breakpoint
CREATE INDEX "drivers_licence_type_sort_idx" ON "drivers" USING btree ("licence_type","id");--> statement-breakpoint
CREATE INDEX "drivers_licence_expiry_sort_idx" ON "drivers" USING btree ("licence_expiry","id");--> statement-breakpoint
CREATE INDEX "drivers_hazmat_permit_expiry_sort_idx" ON "drivers" USING btree ("hazmat_permit_expiry","id");--> statement-breakpoint
CREATE INDEX "drivers_status_sort_idx" ON "drivers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "drivers_phone_sort_idx" ON "drivers" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "drivers_created_at_sort_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_updated_at_sort_idx" ON "drivers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_sort_idx" ON "vehicles" USING btree ("plate","id");--> statement-breakpoint
CREATE INDEX "vehicles_fleet_number_sort_idx" ON "vehicles" USING btree ("fleet_number","id");--> statement-breakpoint
CREATE INDEX "vehicles_type_sort_idx" ON "vehicles" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "vehicles_make_sort_idx" ON "vehicles" USING btree ("make","id");--> statement-breakpoint
CREATE INDEX "vehicles_model_sort_idx" ON "vehicles" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "vehicles_year_sort_idx" ON "vehicles" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "vehicles_capacity_kg_sort_idx" ON "vehicles" USING btree ("capacity_kg","id");--> statement-breakpoint
CREATE INDEX "vehicles_capacity_l_sort_idx" ON "vehicles" USING btree ("capacity_l","id");--> statement-breakpoint
CREATE INDEX "vehicles_refrigerated_sort_idx" ON "vehicles" USING btree ("refrigerated","id");--> statement-breakpoint
CREATE INDEX "vehicles_transport_permit_expiry_sort_idx" ON "vehicles" USING btree ("transport_permit_expiry","id");--> statement-breakpoint
CREATE INDEX "vehicles_insurance_expiry_sort_idx" ON "vehicles" USING btree ("insurance_expiry","id");--> statement-breakpoint
CREATE INDEX "vehicles_odometer_km_sort_idx" ON "vehicles" USING btree ("odometer_km","id");--> statement-breakpoint
CREATE INDEX "vehicles_status_sort_idx" ON "vehicles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_sort_idx" ON "vehicles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_updated_at_sort_idx" ON "vehicles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wastes_code_sort_idx" ON "wastes" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "wastes_name_sort_idx" ON "wastes" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "wastes_category_sort_idx" ON "wastes" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "wastes_physical_state_sort_idx" ON "wastes" USING btree ("physical_state","id");--> statement-breakpoint
CREATE INDEX "wastes_unit_sort_idx" ON "wastes" USING btree ("unit","id");--> statement-breakpoint
CREATE INDEX "wastes_hazard_code_sort_idx" ON "wastes" USING btree ("hazard_code","id");--> statement-breakpoint
CREATE INDEX "wastes_container_colour_sort_idx" ON "wastes" USING btree ("container_colour","id");--> statement-breakpoint
CREATE INDEX "wastes_max_storage_days_sort_idx" ON "wastes" USING btree ("max_storage_days","id");--> statement-breakpoint
CREATE INDEX "wastes_requires_refrigeration_sort_idx" ON "wastes" USING btree ("requires_refrigeration","id");--> statement-breakpoint
CREATE INDEX "wastes_created_at_sort_idx" ON "wastes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wastes_updated_at_sort_idx" ON "wastes" USING btree ("updated_at","id");