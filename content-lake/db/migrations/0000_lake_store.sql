CREATE TABLE "lake_asset_files" (
	"dataset" text NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lake_asset_files_dataset_path_pk" PRIMARY KEY("dataset","path")
);
--> statement-breakpoint
CREATE TABLE "lake_documents" (
	"dataset" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"rev" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lake_documents_dataset_id_pk" PRIMARY KEY("dataset","id")
);
--> statement-breakpoint
CREATE TABLE "lake_key_values" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lake_transactions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"dataset" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"author" text NOT NULL,
	"request" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "lake_transactions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "lake_documents_type" ON "lake_documents" USING btree ("dataset","type");--> statement-breakpoint
CREATE INDEX "lake_transactions_dataset" ON "lake_transactions" USING btree ("dataset","seq");