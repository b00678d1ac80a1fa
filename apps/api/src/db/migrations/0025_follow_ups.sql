CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"participant_id" text,
	"stage" text NOT NULL,
	"state" text DEFAULT 'enrolled' NOT NULL,
	"passed_on" date NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"result" text,
	"test_id" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_ups_stage_check" CHECK ("follow_ups"."stage" in ('three_months', 'six_months')),
	CONSTRAINT "follow_ups_state_check" CHECK ("follow_ups"."state" in ('enrolled', 'kit_sent', 'passed', 'failed', 'missed', 'closed')),
	CONSTRAINT "follow_ups_window_check" CHECK ("follow_ups"."opens_at" < "follow_ups"."closes_at"),
	CONSTRAINT "follow_ups_settled_check" CHECK (("follow_ups"."state" in ('passed', 'failed', 'missed', 'closed')) = ("follow_ups"."settled_at" is not null) and ("follow_ups"."state" in ('passed', 'failed')) = ("follow_ups"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "testkit_tests" DROP CONSTRAINT "testkit_tests_kind_check";--> statement-breakpoint
ALTER TABLE "follower_milestones" DROP CONSTRAINT "follower_milestones_milestone_check";--> statement-breakpoint
DROP INDEX "payouts_one_live_per_course";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "pot" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "pot" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD COLUMN "follow_up_id" uuid;--> statement-breakpoint
ALTER TABLE "testkits" ADD COLUMN "follow_up_id" uuid;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_course_stage" ON "follow_ups" USING btree ("course_id","stage");--> statement-breakpoint
CREATE INDEX "follow_ups_participant_idx" ON "follow_ups" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "follow_ups_state_closes_idx" ON "follow_ups" USING btree ("state","closes_at");--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_follow_up_id_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testkits" ADD CONSTRAINT "testkits_follow_up_id_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_live_per_course_pot" ON "payouts" USING btree ("course_id","pot") WHERE "payouts"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "testkits_follow_up_idx" ON "testkits" USING btree ("follow_up_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_pot_check" CHECK ("donations"."pot" in ('course', 'stay_quit'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_pot_check" CHECK ("payouts"."pot" in ('course', 'stay_quit'));--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_follow_up_check" CHECK (("testkit_tests"."kind" = 'follow_up') = ("testkit_tests"."follow_up_id" is not null));--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_kind_check" CHECK ("testkit_tests"."kind" in ('final', 'spot', 'follow_up'));--> statement-breakpoint
ALTER TABLE "follower_milestones" ADD CONSTRAINT "follower_milestones_milestone_check" CHECK ("follower_milestones"."milestone" in ('second_attempt', 'course_started', 'week_one_kept', 'week_two_kept', 'week_three_kept', 'spot_test_passed', 'paid_out', 'six_months_smoke_free'));