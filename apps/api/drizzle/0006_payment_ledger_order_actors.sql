CREATE TABLE "payment_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"payment_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"provider_status" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"payment_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"transaction_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_transaction_key_unique" UNIQUE("transaction_key"),
	CONSTRAINT "payment_ledger_amount_positive" CHECK ("payment_ledger"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_type" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_calls_order_idx" ON "payment_calls" USING btree ("order_number","id");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_number");