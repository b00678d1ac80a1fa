ALTER TABLE "fundraiser_updates" ADD COLUMN "photo_status" text;--> statement-breakpoint
-- Record 0102: photos posted before moderation were public already; they stay so.
UPDATE "fundraiser_updates" SET "photo_status" = 'approved' WHERE "photo_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "fundraiser_updates_pending_photo_idx" ON "fundraiser_updates" USING btree ("created_at") WHERE "fundraiser_updates"."photo_status" = 'pending';--> statement-breakpoint
ALTER TABLE "fundraiser_updates" ADD CONSTRAINT "fundraiser_updates_photo_status_check" CHECK (("fundraiser_updates"."photo_key" is null) = ("fundraiser_updates"."photo_status" is null) and ("fundraiser_updates"."photo_status" is null or "fundraiser_updates"."photo_status" in ('pending', 'approved', 'rejected')));