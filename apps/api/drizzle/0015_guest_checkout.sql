CREATE TABLE "guest_carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guest_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"orderer_name" text NOT NULL,
	"orderer_phone" text NOT NULL,
	"orderer_email" text NOT NULL,
	"password_hash" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_cart_id" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "guest_cart_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_cart_id" integer;--> statement-breakpoint
ALTER TABLE "guest_orders" ADD CONSTRAINT "guest_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_option_key" UNIQUE("guest_cart_id","option_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_check" CHECK (num_nonnulls("carts"."member_id", "carts"."guest_cart_id") = 1);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_owner_check" CHECK (num_nonnulls("checkouts"."member_id", "checkouts"."guest_cart_id") = 1);