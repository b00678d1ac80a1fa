CREATE TABLE "thank_you_notes" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"participant_id" text NOT NULL,
	"text" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "thank_you_notes_text_check" CHECK (char_length("thank_you_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;