-- A company's invitation to an address that has an account elsewhere is a users row that is not an
-- account (docs/decisions/0006): it does not hold the address, and it can never sign in.
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held_elsewhere" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_held_email_key" ON "users" USING btree ("company_id",lower("email")) WHERE "users"."held_elsewhere";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE not "users"."held_elsewhere";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_held_pending_check" CHECK (not "users"."held_elsewhere" or ("users"."password_hash" is null and "users"."last_login_at" is null and "users"."company_id" is not null and "users"."status" in ('invited', 'disabled')));