CREATE TABLE "fundraiser_pages" (
	"participant_id" text PRIMARY KEY NOT NULL,
	"story" text,
	"photo_key" text,
	"photo_content_type" text,
	"photo_status" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraiser_pages_photo_status_check" CHECK ("fundraiser_pages"."photo_status" is null or "fundraiser_pages"."photo_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;