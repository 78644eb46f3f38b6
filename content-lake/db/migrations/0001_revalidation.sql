CREATE TABLE "lake_revalidation" (
	"dataset" text PRIMARY KEY NOT NULL,
	"delivered_seq" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone NOT NULL
);
