CREATE TABLE "restock_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"member_id" integer,
	"phone" text,
	"consent_at" timestamp with time zone,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"wave_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_waves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restock_waves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "restock_request_id" integer;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_wave_id_restock_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."restock_waves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_waves" ADD CONSTRAINT "restock_waves_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restock_requests_queue_idx" ON "restock_requests" USING btree ("option_id","created_at","id") WHERE "restock_requests"."status" = 'WAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_member_waiting_key" ON "restock_requests" USING btree ("option_id","member_id") WHERE "restock_requests"."status" = 'WAITING' and "restock_requests"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_phone_waiting_key" ON "restock_requests" USING btree ("option_id","phone") WHERE "restock_requests"."status" = 'WAITING' and "restock_requests"."phone" is not null;--> statement-breakpoint
CREATE INDEX "restock_requests_member_idx" ON "restock_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "restock_waves_option_idx" ON "restock_waves" USING btree ("option_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_restock_request_id_restock_requests_id_fk" FOREIGN KEY ("restock_request_id") REFERENCES "public"."restock_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_restock_channel_key" UNIQUE("restock_request_id","channel");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (num_nonnulls("notifications"."order_id", "notifications"."restock_request_id") = 1);