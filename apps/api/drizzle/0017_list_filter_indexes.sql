DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "drivers_licence_number_prefix_idx" ON "drivers" USING btree (upper("licence_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "drivers_status_last_name_idx" ON "drivers" USING btree ("status","last_name","id","licence_type","archived_at");--> statement-breakpoint
CREATE INDEX "vehicles_status_plate_idx" ON "vehicles" USING btree ("status","plate","id","type","refrigerated","archived_at");--> statement-breakpoint
CREATE INDEX "assets_status_serial_idx" ON "assets" USING btree ("status","serial","id","container_type_id","company_id","archived_at");--> statement-breakpoint
CREATE INDEX "orders_status_requested_date_idx" ON "orders" USING btree ("status","requested_date","id","company_id","priority");--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree (upper("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "schools_cct_prefix_idx" ON "schools" USING btree (upper("cct") text_pattern_ops);