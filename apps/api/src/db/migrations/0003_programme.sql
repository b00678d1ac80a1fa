CREATE TABLE "course_todo_ticks" (
	"course_id" uuid NOT NULL,
	"todo_id" uuid NOT NULL,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_todo_ticks_course_id_todo_id_pk" PRIMARY KEY("course_id","todo_id")
);
--> statement-breakpoint
CREATE TABLE "diary_entries" (
	"course_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"smoking_desire" integer NOT NULL,
	"determination" integer NOT NULL,
	"craving_count" integer NOT NULL,
	"sport_minutes" integer NOT NULL,
	"sleep_hours" double precision NOT NULL,
	"steps" integer NOT NULL,
	"smoked_since_last_entry" boolean NOT NULL,
	"triggers" text[] NOT NULL,
	"symptoms" text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entries_course_id_day_pk" PRIMARY KEY("course_id","day"),
	CONSTRAINT "diary_entries_ranges_check" CHECK ("diary_entries"."day" between 1 and 28 and "diary_entries"."smoking_desire" between 0 and 4 and "diary_entries"."determination" between 0 and 4 and "diary_entries"."craving_count" between 0 and 200 and "diary_entries"."sport_minutes" between 0 and 1440 and "diary_entries"."sleep_hours" between 0 and 24 and "diary_entries"."steps" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "seminar_texts" (
	"seminar_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"key_points" jsonb NOT NULL,
	"captions_key" text NOT NULL,
	"captions_version" text NOT NULL,
	CONSTRAINT "seminar_texts_seminar_id_language_pk" PRIMARY KEY("seminar_id","language")
);
--> statement-breakpoint
CREATE TABLE "seminar_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seminar_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" integer NOT NULL,
	"slot" text NOT NULL,
	"video_key" text NOT NULL,
	"video_version" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seminars_day_check" CHECK ("seminars"."day" between 1 and 28),
	CONSTRAINT "seminars_duration_check" CHECK ("seminars"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "symptoms" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trigger_types" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"group" text NOT NULL,
	"label" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"course_id" uuid NOT NULL,
	"seminar_id" uuid NOT NULL,
	"max_position_seconds" double precision DEFAULT 0 NOT NULL,
	"watched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_progress_course_id_seminar_id_pk" PRIMARY KEY("course_id","seminar_id")
);
--> statement-breakpoint
ALTER TABLE "course_todo_ticks" ADD CONSTRAINT "course_todo_ticks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_todo_ticks" ADD CONSTRAINT "course_todo_ticks_todo_id_seminar_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."seminar_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_texts" ADD CONSTRAINT "seminar_texts_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_todos" ADD CONSTRAINT "seminar_todos_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_texts_captions_key" ON "seminar_texts" USING btree ("captions_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seminars_day_slot" ON "seminars" USING btree ("day","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "seminars_video_key" ON "seminars" USING btree ("video_key");