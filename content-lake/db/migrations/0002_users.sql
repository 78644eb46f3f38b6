CREATE TABLE "lake_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lake_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lake_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "lake_sessions" ADD CONSTRAINT "lake_sessions_user_id_lake_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lake_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lake_sessions_user" ON "lake_sessions" USING btree ("user_id");