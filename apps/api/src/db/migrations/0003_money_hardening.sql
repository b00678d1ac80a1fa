ALTER TABLE "money_operations" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "from_account_balance" boolean DEFAULT false NOT NULL;