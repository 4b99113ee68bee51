CREATE TABLE "event_ticketing" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"tickets_on_sale" boolean DEFAULT false NOT NULL,
	"ticket_price_cents" integer,
	"ticket_capacity" integer,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"waiver_requires_selfie" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: move every event's spectator ticket settings into the app's own table before
-- the columns are dropped from the platform's events table (docs/decisions/025).
INSERT INTO "event_ticketing" ("event_id", "tickets_on_sale", "ticket_price_cents", "ticket_capacity", "tax_rate_bp", "currency", "waiver_requires_selfie")
SELECT "id", "tickets_on_sale", "ticket_price_cents", "ticket_capacity", "tax_rate_bp", "currency", "waiver_requires_selfie" FROM "events";
--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "spectator_purchases" DROP CONSTRAINT "spectator_purchases_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "spectator_purchases" DROP CONSTRAINT "spectator_purchases_promoter_id_promoters_id_fk";
--> statement-breakpoint
ALTER TABLE "spectators" DROP CONSTRAINT "spectators_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "waiver_texts" DROP CONSTRAINT "waiver_texts_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "waivers" DROP CONSTRAINT "waivers_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "tickets_on_sale";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "ticket_price_cents";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "ticket_capacity";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "tax_rate_bp";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "waiver_requires_selfie";