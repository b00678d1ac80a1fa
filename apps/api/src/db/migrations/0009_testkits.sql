CREATE TABLE "testkit_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"testkit_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"photo_key" text,
	"predicted" text,
	"confidence" double precision NOT NULL,
	"reading" jsonb NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"decided_by" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_at" timestamp with time zone,
	CONSTRAINT "testkit_tests_status_check" CHECK ("testkit_tests"."status" in ('review', 'final')),
	CONSTRAINT "testkit_tests_final_has_result" CHECK (("testkit_tests"."status" = 'final') = ("testkit_tests"."result" is not null and "testkit_tests"."final_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "testkits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"course_id" uuid,
	"assigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"missing_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testkits_state_check" CHECK ("testkits"."state" in ('unused', 'used', 'missing')),
	CONSTRAINT "testkits_started_needs_course" CHECK ("testkits"."started_at" is null or "testkits"."course_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_testkit_id_testkits_id_fk" FOREIGN KEY ("testkit_id") REFERENCES "public"."testkits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testkits" ADD CONSTRAINT "testkits_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testkit_tests_course_idx" ON "testkit_tests" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "testkit_tests_review_idx" ON "testkit_tests" USING btree ("created_at") WHERE "testkit_tests"."status" = 'review';--> statement-breakpoint
CREATE UNIQUE INDEX "testkit_tests_one_per_kit" ON "testkit_tests" USING btree ("testkit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "testkits_code" ON "testkits" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "testkits_one_unused_per_course" ON "testkits" USING btree ("course_id") WHERE "testkits"."state" = 'unused' and "testkits"."course_id" is not null;