CREATE TABLE "payment_comparisons" (
	"day" date PRIMARY KEY NOT NULL,
	"compared_at" timestamp with time zone NOT NULL,
	"matched" integer NOT NULL,
	"mismatched" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_differences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"order_number" text NOT NULL,
	"payment_key" text NOT NULL,
	"kind" text NOT NULL,
	"provider_status" text,
	"provider_charged" integer NOT NULL,
	"provider_refunded" integer NOT NULL,
	"ledger_charged" integer NOT NULL,
	"ledger_refunded" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_at" timestamp with time zone NOT NULL,
	"order_number" text NOT NULL,
	"payment_key" text NOT NULL,
	"provider_status" text,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_day_payment_comparisons_day_fk" FOREIGN KEY ("day") REFERENCES "public"."payment_comparisons"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_differences_day_idx" ON "payment_differences" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "payment_reconciliations_run_idx" ON "payment_reconciliations" USING btree ("run_at","id");--> statement-breakpoint
CREATE INDEX "payment_reconciliations_decision_idx" ON "payment_reconciliations" USING btree ("decision","id");