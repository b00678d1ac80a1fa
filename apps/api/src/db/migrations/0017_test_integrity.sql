CREATE TABLE "spot_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"day" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"announce_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone,
	"test_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_tests_state_check" CHECK ("spot_tests"."state" in ('scheduled', 'announced', 'taken', 'missed', 'excused', 'cancelled')),
	CONSTRAINT "spot_tests_day_check" CHECK ("spot_tests"."day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "test_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" text,
	"course_id" uuid NOT NULL,
	"testkit_id" uuid NOT NULL,
	"test_id" uuid,
	"state" text DEFAULT 'recording' NOT NULL,
	"storage_key" text,
	"mime_type" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"arrivals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"presence" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"delete_after" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "test_recordings_state_check" CHECK ("test_recordings"."state" in ('recording', 'complete', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "test_terms_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid,
	"version" integer NOT NULL,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testkit_tests" DROP CONSTRAINT "testkit_tests_status_check";--> statement-breakpoint
DROP INDEX "testkits_one_unused_per_course";--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD COLUMN "kind" text DEFAULT 'final' NOT NULL;--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD COLUMN "audit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spot_tests" ADD CONSTRAINT "spot_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_tests" ADD CONSTRAINT "spot_tests_test_id_testkit_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."testkit_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_tests" ADD CONSTRAINT "spot_tests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_handoffs" ADD CONSTRAINT "test_handoffs_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_handoffs" ADD CONSTRAINT "test_handoffs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_recordings" ADD CONSTRAINT "test_recordings_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_recordings" ADD CONSTRAINT "test_recordings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_recordings" ADD CONSTRAINT "test_recordings_testkit_id_testkits_id_fk" FOREIGN KEY ("testkit_id") REFERENCES "public"."testkits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_recordings" ADD CONSTRAINT "test_recordings_test_id_testkit_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."testkit_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_terms_consents" ADD CONSTRAINT "test_terms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_terms_consents" ADD CONSTRAINT "test_terms_consents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_tests_course_idx" ON "spot_tests" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "spot_tests_announce_idx" ON "spot_tests" USING btree ("announce_at") WHERE "spot_tests"."state" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "spot_tests_test" ON "spot_tests" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_handoffs_token" ON "test_handoffs" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "test_handoffs_session" ON "test_handoffs" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "test_handoffs_course_idx" ON "test_handoffs" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "test_recordings_kit_idx" ON "test_recordings" USING btree ("testkit_id","created_at");--> statement-breakpoint
CREATE INDEX "test_recordings_course_idx" ON "test_recordings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "test_recordings_delete_idx" ON "test_recordings" USING btree ("delete_after") WHERE "test_recordings"."state" <> 'deleted';--> statement-breakpoint
CREATE INDEX "test_terms_consents_user_idx" ON "test_terms_consents" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE INDEX "testkits_course_idx" ON "testkits" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_kind_check" CHECK ("testkit_tests"."kind" in ('final', 'spot'));--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_audit_has_due" CHECK ("testkit_tests"."status" <> 'audit' or "testkit_tests"."audit_due_at" is not null);--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD CONSTRAINT "testkit_tests_status_check" CHECK ("testkit_tests"."status" in ('review', 'audit', 'final'));