ALTER TABLE "money_operations" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_changes_started" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_changes_synced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "from_account_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_state_check" CHECK ("courses"."state" in ('funding', 'scheduled', 'active', 'awaiting_test', 'passed', 'failed', 'partial', 'paid_out', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('open', 'pending', 'available', 'failed', 'refunding', 'refunded', 'paid_out'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_language_check" CHECK ("donations"."language" in ('de', 'en'));