ALTER TABLE "money_operations" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_changes_started" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_changes_synced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "from_account_balance" boolean DEFAULT false NOT NULL;