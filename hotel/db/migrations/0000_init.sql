CREATE SCHEMA "hotel";
--> statement-breakpoint
CREATE TABLE "hotel"."extras_catalogue" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "extras_catalogue_price" CHECK ("hotel"."extras_catalogue"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel"."guest_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"personal_data_permission" boolean NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"mail_status" text NOT NULL,
	"mail_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel"."idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel"."inventory" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_room_type_id_date_pk" PRIMARY KEY("room_type_id","date"),
	CONSTRAINT "inventory_not_oversold" CHECK ("hotel"."inventory"."taken" >= 0 AND "hotel"."inventory"."taken" <= "hotel"."inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "hotel"."invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"payment_provider_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"confirmation_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_amount" CHECK ("hotel"."invoices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel"."manage_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel"."nightly_rates" (
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"min_stay" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "nightly_rates_room_type_id_rate_plan_id_date_pk" PRIMARY KEY("room_type_id","rate_plan_id","date"),
	CONSTRAINT "nightly_rates_amount" CHECK ("hotel"."nightly_rates"."amount" > 0),
	CONSTRAINT "nightly_rates_min_stay" CHECK ("hotel"."nightly_rates"."min_stay" BETWEEN 1 AND 30)
);
--> statement-breakpoint
CREATE TABLE "hotel"."payment_events" (
	"payment_provider_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_payment_provider_id_event_id_pk" PRIMARY KEY("payment_provider_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "hotel"."rate_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"refundable" boolean NOT NULL,
	"free_cancellation_hours" integer,
	"included_services" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "rate_plans_code_unique" UNIQUE("code"),
	CONSTRAINT "rate_plans_cancellation" CHECK (("hotel"."rate_plans"."refundable" AND "hotel"."rate_plans"."free_cancellation_hours" >= 0) OR (NOT "hotel"."rate_plans"."refundable" AND "hotel"."rate_plans"."free_cancellation_hours" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "hotel"."refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"invoice_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("hotel"."refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel"."reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "hotel"."reservation_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "reservation_extras_amount" CHECK ("hotel"."reservation_extras"."amount" = "hotel"."reservation_extras"."unit_price" * "hotel"."reservation_extras"."quantity"),
	CONSTRAINT "reservation_extras_quantity" CHECK ("hotel"."reservation_extras"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hotel"."reservation_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"amount" integer NOT NULL,
	"nightly" jsonb NOT NULL,
	"refundable" boolean NOT NULL,
	"free_cancellation_until" timestamp with time zone,
	CONSTRAINT "reservation_rooms_amount" CHECK ("hotel"."reservation_rooms"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel"."reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"session_id" text,
	"request_hash" text,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text NOT NULL,
	"email" text NOT NULL,
	"special_offers_permission" boolean NOT NULL,
	"personal_data_permission" boolean NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"arrival_time" text,
	"departure_time" text,
	"transfer" jsonb,
	"rooms_amount" integer NOT NULL,
	"extras_amount" integer NOT NULL,
	"transfer_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reservations_stay" CHECK ("hotel"."reservations"."departure" > "hotel"."reservations"."arrival"),
	CONSTRAINT "reservations_total" CHECK ("hotel"."reservations"."total_amount" = "hotel"."reservations"."rooms_amount" + "hotel"."reservations"."extras_amount" + "hotel"."reservations"."transfer_amount"),
	CONSTRAINT "reservations_money" CHECK ("hotel"."reservations"."rooms_amount" >= 0 AND "hotel"."reservations"."extras_amount" >= 0 AND "hotel"."reservations"."transfer_amount" >= 0 AND "hotel"."reservations"."paid_amount" >= 0 AND "hotel"."reservations"."refunded_amount" >= 0 AND "hotel"."reservations"."refunded_amount" <= "hotel"."reservations"."paid_amount")
);
--> statement-breakpoint
CREATE TABLE "hotel"."room_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"short_desc" text NOT NULL,
	"capacity" integer NOT NULL,
	"total_rooms" integer NOT NULL,
	"base_price" integer NOT NULL,
	"image_urls" jsonb NOT NULL,
	"amenity_tags" jsonb NOT NULL,
	"amenity_pages" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "room_types_code_unique" UNIQUE("code"),
	CONSTRAINT "room_types_capacity" CHECK ("hotel"."room_types"."capacity" BETWEEN 1 AND 10),
	CONSTRAINT "room_types_total_rooms" CHECK ("hotel"."room_types"."total_rooms" >= 0),
	CONSTRAINT "room_types_base_price" CHECK ("hotel"."room_types"."base_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel"."sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"return_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotence_key" text NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "sandbox_payments_amount" CHECK ("hotel"."sandbox_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "hotel"."inventory" ADD CONSTRAINT "inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "hotel"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."invoices" ADD CONSTRAINT "invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."manage_tokens" ADD CONSTRAINT "manage_tokens_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."nightly_rates" ADD CONSTRAINT "nightly_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "hotel"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."nightly_rates" ADD CONSTRAINT "nightly_rates_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "hotel"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."refunds" ADD CONSTRAINT "refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "hotel"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_extras" ADD CONSTRAINT "reservation_extras_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_extras" ADD CONSTRAINT "reservation_extras_code_extras_catalogue_code_fk" FOREIGN KEY ("code") REFERENCES "hotel"."extras_catalogue"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_rooms" ADD CONSTRAINT "reservation_rooms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_rooms" ADD CONSTRAINT "reservation_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "hotel"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_rooms" ADD CONSTRAINT "reservation_rooms_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "hotel"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_open" ON "hotel"."invoices" USING btree ("reservation_id") WHERE "hotel"."invoices"."status" IN ('pending', 'waiting');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_payment" ON "hotel"."invoices" USING btree ("payment_provider_id","provider_payment_id");--> statement-breakpoint
CREATE INDEX "invoices_reservation" ON "hotel"."invoices" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "manage_tokens_reservation" ON "hotel"."manage_tokens" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "nightly_rates_date" ON "hotel"."nightly_rates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation" ON "hotel"."reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_rooms_idx" ON "hotel"."reservation_rooms" USING btree ("reservation_id","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_session_request" ON "hotel"."reservations" USING btree ("session_id","request_hash") WHERE "hotel"."reservations"."status" IN ('held', 'confirmed') AND "hotel"."reservations"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_expiring_holds" ON "hotel"."reservations" USING btree ("hold_expires_at") WHERE "hotel"."reservations"."status" = 'held' AND "hotel"."reservations"."hold_expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_arrival" ON "hotel"."reservations" USING btree ("arrival");--> statement-breakpoint
CREATE INDEX "reservations_email" ON "hotel"."reservations" USING btree (lower("email"));