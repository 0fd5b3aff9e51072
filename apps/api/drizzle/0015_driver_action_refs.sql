ALTER TABLE "driver_actions" DROP CONSTRAINT "driver_actions_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "driver_actions" DROP CONSTRAINT "driver_actions_route_id_routes_id_fk";
