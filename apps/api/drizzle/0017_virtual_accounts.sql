ALTER TYPE "public"."order_status" ADD VALUE 'AWAITING_DEPOSIT' BEFORE 'ORDER_PLACED';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'WAITING_FOR_DEPOSIT';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'EXPIRED';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "virtual_account" json;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_secret_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt" json;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_account" json;