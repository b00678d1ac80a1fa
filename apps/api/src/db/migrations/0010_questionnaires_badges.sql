CREATE TABLE "participant_badges" (
	"course_id" uuid NOT NULL,
	"badge" text NOT NULL,
	"day" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_badges_course_id_badge_pk" PRIMARY KEY("course_id","badge")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"user_id" text NOT NULL,
	"questionnaire" text NOT NULL,
	"question_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answers_user_id_questionnaire_question_id_pk" PRIMARY KEY("user_id","questionnaire","question_id"),
	CONSTRAINT "questionnaire_answers_names_check" CHECK (length("questionnaire_answers"."questionnaire") <= 100 and length("questionnaire_answers"."question_id") <= 100)
);
--> statement-breakpoint
ALTER TABLE "participant_badges" ADD CONSTRAINT "participant_badges_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;