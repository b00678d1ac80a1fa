CREATE TABLE "gift_choices" (
	"donation_id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"choice" text,
	"chosen_at" timestamp with time zone,
	"chosen_link" text,
	"decide_by" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"refund_cause" text,
	"moved_to" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_choices_state_check" CHECK ("gift_choices"."state" in ('open', 'kept', 'refunded', 'moved')),
	CONSTRAINT "gift_choices_choice_check" CHECK ("gift_choices"."choice" in ('keep', 'refund')),
	CONSTRAINT "gift_choices_cause_check" CHECK ("gift_choices"."refund_cause" in ('donor', 'no_answer', 'keep_expired', 'not_kept')),
	CONSTRAINT "gift_choices_end_check" CHECK (("gift_choices"."state" = 'moved') = ("gift_choices"."moved_to" is not null) and ("gift_choices"."state" = 'refunded') = ("gift_choices"."refund_cause" is not null))
);
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_status_check";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "carried_from_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_choices" ADD CONSTRAINT "gift_choices_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_choices" ADD CONSTRAINT "gift_choices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_choices" ADD CONSTRAINT "gift_choices_moved_to_donations_id_fk" FOREIGN KEY ("moved_to") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_choices_course_idx" ON "gift_choices" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "gift_choices_open_idx" ON "gift_choices" USING btree ("state","decide_by");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_carried_from_idx" ON "donations" USING btree ("carried_from_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('open', 'pending', 'available', 'failed', 'refunding', 'refunded', 'paid_out', 'kept', 'carried'));