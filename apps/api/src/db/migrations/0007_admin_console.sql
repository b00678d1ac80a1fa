CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "course_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_events_user_id_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "course_transitions" ADD CONSTRAINT "course_transitions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_transitions_course_idx" ON "course_transitions" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (lower("email" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree (("detail" ->> 'targetId'),"id");--> statement-breakpoint
CREATE INDEX "jobs_state_updated_idx" ON "jobs" USING btree ("state","updated_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_state_created_idx" ON "courses" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_course_idx" ON "refunds" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "audit_events_user_id_idx" ON "audit_events" USING btree ("user_id","id");--> statement-breakpoint
-- Every state a course enters is recorded by the database itself (the console's timeline).
CREATE FUNCTION "course_transitions_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "course_transitions" ("course_id", "from_state", "to_state", "at")
      VALUES (NEW."id", NULL, NEW."state", NEW."created_at");
  ELSIF NEW."state" IS DISTINCT FROM OLD."state" THEN
    INSERT INTO "course_transitions" ("course_id", "from_state", "to_state", "at")
      VALUES (NEW."id", OLD."state", NEW."state", NEW."updated_at");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_record_transition" AFTER INSERT OR UPDATE OF "state" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "course_transitions_record"();--> statement-breakpoint
-- Courses from before: their current state, as of their last change.
INSERT INTO "course_transitions" ("course_id", "from_state", "to_state", "at")
  SELECT "id", NULL, "state", "updated_at" FROM "courses";
