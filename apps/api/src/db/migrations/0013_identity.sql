CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" text NOT NULL,
	"testkit_id" uuid,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_state_check" CHECK ("identity_verifications"."state" in ('pending', 'verified', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testkit_tests" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_testkit_id_testkits_id_fk" FOREIGN KEY ("testkit_id") REFERENCES "public"."testkits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_session" ON "identity_verifications" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_participant_idx" ON "identity_verifications" USING btree ("participant_id");