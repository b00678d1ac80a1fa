CREATE TABLE "course_seminar_pins" (
	"course_id" uuid NOT NULL,
	"seminar_id" uuid NOT NULL,
	"version_id" uuid,
	CONSTRAINT "course_seminar_pins_course_id_seminar_id_pk" PRIMARY KEY("course_id","seminar_id")
);
--> statement-breakpoint
CREATE TABLE "seminar_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seminar_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"video_key" text NOT NULL,
	"video_version" text NOT NULL,
	"video_type" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"applied_to_running" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"published_by" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seminar_versions_state_check" CHECK ("seminar_versions"."state" in ('draft', 'published')),
	CONSTRAINT "seminar_versions_duration_check" CHECK ("seminar_versions"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "seminar_todos" ADD COLUMN "version_id" uuid;--> statement-breakpoint
ALTER TABLE "course_seminar_pins" ADD CONSTRAINT "course_seminar_pins_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seminar_pins" ADD CONSTRAINT "course_seminar_pins_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seminar_pins" ADD CONSTRAINT "course_seminar_pins_version_id_seminar_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."seminar_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_versions" ADD CONSTRAINT "seminar_versions_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_versions_one_draft" ON "seminar_versions" USING btree ("seminar_id") WHERE "seminar_versions"."state" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_versions_number" ON "seminar_versions" USING btree ("seminar_id","number");--> statement-breakpoint
ALTER TABLE "seminar_todos" ADD CONSTRAINT "seminar_todos_version_id_seminar_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."seminar_versions"("id") ON DELETE cascade ON UPDATE no action;