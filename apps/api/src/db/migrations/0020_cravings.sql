CREATE TABLE "cravings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"strength" integer NOT NULL,
	"trigger" text,
	"place" text DEFAULT '' NOT NULL,
	"helped" text[] DEFAULT '{}' NOT NULL,
	"outcome" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "cravings_strength_check" CHECK ("cravings"."strength" between 0 and 4),
	CONSTRAINT "cravings_outcome_check" CHECK ("cravings"."outcome" is null or "cravings"."outcome" in ('passed', 'smoked'))
);
--> statement-breakpoint
ALTER TABLE "cravings" ADD CONSTRAINT "cravings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cravings_user_logged_idx" ON "cravings" USING btree ("user_id","logged_at");