CREATE TABLE "hotel"."manager_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"manager_id" text NOT NULL,
	"manager_name" text NOT NULL,
	"action" text NOT NULL,
	"reservation_id" uuid,
	"guest_request_id" uuid,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel"."guest_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."guest_requests" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."guest_requests" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel"."manager_actions" ADD CONSTRAINT "manager_actions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."manager_actions" ADD CONSTRAINT "manager_actions_guest_request_id_guest_requests_id_fk" FOREIGN KEY ("guest_request_id") REFERENCES "hotel"."guest_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_actions_at" ON "hotel"."manager_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "manager_actions_reservation" ON "hotel"."manager_actions" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "manager_actions_request" ON "hotel"."manager_actions" USING btree ("guest_request_id");