CREATE TABLE "hotel"."sellable_version" (
	"slot" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- 64 slots: a writer adds to the slot of its connection, so concurrent commits seldom queue on one row.
INSERT INTO "hotel"."sellable_version" ("slot", "version") SELECT s, 0 FROM generate_series(0, 63) AS s;
--> statement-breakpoint
-- Adds 1 to the version once per transaction, at its commit (the triggers below are deferred), so
-- the row lock is held only while the transaction commits. Readers compare sum(version)
-- (docs/booking-engine.md#cache-of-the-sellable-inventory).
CREATE FUNCTION "hotel"."bump_sellable_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotel.sellable_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('hotel.sellable_version_bumped', 'on', true);
    UPDATE "hotel"."sellable_version" SET "version" = "version" + 1 WHERE "slot" = pg_backend_pid() % 64;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inventory_sellable_version" AFTER INSERT OR UPDATE OR DELETE ON "hotel"."inventory" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "nightly_rates_sellable_version" AFTER INSERT OR UPDATE OR DELETE ON "hotel"."nightly_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_types_sellable_version" AFTER INSERT OR UPDATE OR DELETE ON "hotel"."room_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rate_plans_sellable_version" AFTER INSERT OR UPDATE OR DELETE ON "hotel"."rate_plans" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_rooms_sellable_version" AFTER INSERT OR UPDATE OR DELETE ON "hotel"."reservation_rooms" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservations_sellable_version" AFTER INSERT OR DELETE ON "hotel"."reservations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
-- A reservation's hold (status, hold time, nights) decides when its rooms count as free again.
CREATE CONSTRAINT TRIGGER "reservations_hold_sellable_version" AFTER UPDATE ON "hotel"."reservations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."hold_expires_at" IS DISTINCT FROM NEW."hold_expires_at" OR OLD."arrival" IS DISTINCT FROM NEW."arrival" OR OLD."departure" IS DISTINCT FROM NEW."departure") EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_changes_sellable_version" AFTER INSERT OR DELETE ON "hotel"."reservation_changes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_changes_hold_sellable_version" AFTER UPDATE ON "hotel"."reservation_changes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."hold_expires_at" IS DISTINCT FROM NEW."hold_expires_at" OR OLD."extra_nights" IS DISTINCT FROM NEW."extra_nights" OR OLD."arrival" IS DISTINCT FROM NEW."arrival" OR OLD."departure" IS DISTINCT FROM NEW."departure") EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE TRIGGER "inventory_truncate_sellable_version" AFTER TRUNCATE ON "hotel"."inventory" FOR EACH STATEMENT EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE TRIGGER "nightly_rates_truncate_sellable_version" AFTER TRUNCATE ON "hotel"."nightly_rates" FOR EACH STATEMENT EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE TRIGGER "reservations_truncate_sellable_version" AFTER TRUNCATE ON "hotel"."reservations" FOR EACH STATEMENT EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE TRIGGER "reservation_rooms_truncate_sellable_version" AFTER TRUNCATE ON "hotel"."reservation_rooms" FOR EACH STATEMENT EXECUTE FUNCTION "hotel"."bump_sellable_version"();
--> statement-breakpoint
CREATE TRIGGER "reservation_changes_truncate_sellable_version" AFTER TRUNCATE ON "hotel"."reservation_changes" FOR EACH STATEMENT EXECUTE FUNCTION "hotel"."bump_sellable_version"();
