CREATE TABLE "follower_milestones" (
	"course_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follower_milestones_course_id_milestone_pk" PRIMARY KEY("course_id","milestone"),
	CONSTRAINT "follower_milestones_milestone_check" CHECK ("follower_milestones"."milestone" in ('second_attempt', 'course_started', 'week_one_kept', 'week_two_kept', 'week_three_kept', 'spot_test_passed', 'paid_out'))
);
--> statement-breakpoint
CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"donation_id" uuid,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "followers_email_lower_check" CHECK ("followers"."email" = lower("followers"."email"))
);
--> statement-breakpoint
CREATE TABLE "fundraiser_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" text NOT NULL,
	"text" text NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fundraiser_updates_text_check" CHECK (char_length("fundraiser_updates"."text") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "follower_milestones" ADD CONSTRAINT "follower_milestones_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_updates" ADD CONSTRAINT "fundraiser_updates_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "followers_participant_email" ON "followers" USING btree ("participant_id","email");--> statement-breakpoint
CREATE INDEX "followers_email_idx" ON "followers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "fundraiser_updates_participant_idx" ON "fundraiser_updates" USING btree ("participant_id","created_at");