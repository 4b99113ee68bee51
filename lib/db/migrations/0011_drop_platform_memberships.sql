DROP TABLE "members" CASCADE;--> statement-breakpoint
DROP TABLE "membership_ranges" CASCADE;--> statement-breakpoint
DROP TABLE "membership_types" CASCADE;