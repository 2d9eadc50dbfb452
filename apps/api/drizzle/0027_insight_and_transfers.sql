ALTER TYPE "public"."point_kind" ADD VALUE 'MIGRATE';--> statement-breakpoint
CREATE TABLE "shop_event_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_event_days_pkey" PRIMARY KEY("day","kind","item_id"),
	CONSTRAINT "shop_event_days_count_check" CHECK ("shop_event_days"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"format" text NOT NULL,
	"source_name" text,
	"input" jsonb NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{"create":0,"update":0,"unchanged":0,"error":0}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file_name" text,
	"file_type" text,
	"file" "bytea",
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_event_days" ADD CONSTRAINT "shop_event_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_runs" ADD CONSTRAINT "transfer_runs_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_runs_status_idx" ON "transfer_runs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transfer_runs_created_idx" ON "transfer_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "items_code_key" ON "items" USING btree ("code");