ALTER TABLE "hotel"."extras_catalogue" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "hotel"."rate_plans" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "hotel"."reservations" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."room_types" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "hotel"."reservations" ADD CONSTRAINT "reservations_language" CHECK ("hotel"."reservations"."language" IN ('ru', 'en'));--> statement-breakpoint
-- The seed's English titles for a database made before they existed (docs/languages.md); a title
-- a manager has set is kept.
UPDATE "hotel"."room_types" AS t SET "title_en" = v.title_en FROM (VALUES
  ('deluxe', 'Deluxe'),
  ('family-deluxe', 'Family Deluxe'),
  ('superior', 'Superior'),
  ('suite', 'Suite'),
  ('executive-suite', 'Executive Suite'),
  ('villa', 'Villa')
) AS v(code, title_en) WHERE t."code" = v.code AND t."title_en" IS NULL;--> statement-breakpoint
UPDATE "hotel"."rate_plans" AS t SET "title_en" = v.title_en FROM (VALUES
  ('non-refundable', 'Non-refundable, breakfast included'),
  ('flexible', 'Flexible, breakfast included')
) AS v(code, title_en) WHERE t."code" = v.code AND t."title_en" IS NULL;--> statement-breakpoint
UPDATE "hotel"."extras_catalogue" AS t SET "title_en" = v.title_en FROM (VALUES
  ('facial-massage', 'Facial massage'),
  ('spa-body-scrub', 'Body scrub'),
  ('foot-massage', 'Foot massage'),
  ('kannabis', 'Hemp extract body wrap'),
  ('laminariya', 'Kelp body wrap'),
  ('spa-free-teas', '“Three Teas” body wrap'),
  ('calcium-wrap', 'Calcium body wrap'),
  ('magnesium-wrap', 'Magnesium body wrap'),
  ('skin-glow', '“Radiant Skin” treatment'),
  ('hand-and-foot-care', 'Hand and foot care'),
  ('spa-with-mask', 'Treatment with an alginate mask'),
  ('goryachimi-kamnyami', 'Hot stone massage'),
  ('lymphatic-drainage-spa', 'Lymphatic drainage massage'),
  ('spa-aroma', 'Aromatherapy massage'),
  ('spa-full-body', 'Full body massage'),
  ('spa-express', 'Express massage'),
  ('spa-collar-zone', 'Neck and shoulder massage'),
  ('back-body', 'Back massage'),
  ('dlya-malenkikh-gostey', 'Massage for young guests (ages 3–12)'),
  ('romanticheskaya-vstrecha', '“Romantic Date” programme'),
  ('listovaya-laminariya', '“Leaf Kelp” programme'),
  ('spa-for-pair', 'Foam programme for two'),
  ('individual-spa', 'Private spa visit (up to 4 people)'),
  ('transfer-to', 'Airport transfer to the hotel'),
  ('transfer-from', 'Transfer from the hotel to the airport'),
  ('transfer-to-from', 'Airport transfer both ways')
) AS v(code, title_en) WHERE t."code" = v.code AND t."title_en" IS NULL;
