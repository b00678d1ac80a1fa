CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_progress" ADD COLUMN "credited_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD COLUMN "last_position_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD COLUMN "last_report_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testkits" ADD COLUMN "tracking_text" text;