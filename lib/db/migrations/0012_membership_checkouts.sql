CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "membership_offers" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "membership_offers" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_transaction_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "reservation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_checkouts_membership_idx" ON "payment_checkouts" USING btree ("membership_id");--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_one_owner" CHECK (("payment_checkouts"."purchase_id" is null) <> ("payment_checkouts"."membership_id" is null));