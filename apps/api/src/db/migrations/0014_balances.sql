CREATE TABLE "course_balances" (
	"course_id" uuid NOT NULL,
	"account" text NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "course_balances_course_id_account_pk" PRIMARY KEY("course_id","account")
);
--> statement-breakpoint
ALTER TABLE "course_balances" ADD CONSTRAINT "course_balances_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_course_created_idx" ON "donations" USING btree ("course_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_course_idx" ON "payouts" USING btree ("course_id");--> statement-breakpoint
-- Backfill the kept balances from the ledger (the truth) for every course that has movements.
INSERT INTO "course_balances" ("course_id", "account", "cents")
SELECT "course_id", "account", sum("amount_cents") FROM "ledger_entries" GROUP BY "course_id", "account";
