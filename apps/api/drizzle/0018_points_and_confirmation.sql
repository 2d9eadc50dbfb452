CREATE TYPE "public"."point_kind" AS ENUM('EARN', 'GRANT', 'SPEND', 'RESTORE', 'REVOKE', 'DEDUCT', 'EXPIRE', 'FORFEIT');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'PURCHASE_CONFIRMED' BEFORE 'ORDER_CANCELLED';--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" "point_kind" NOT NULL,
	"amount" integer NOT NULL,
	"usable_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"reason" text,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"change_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_change_key_unique" UNIQUE("change_key"),
	CONSTRAINT "point_entries_amount_check" CHECK ("point_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_point_accounts_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."point_accounts"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","created_at");