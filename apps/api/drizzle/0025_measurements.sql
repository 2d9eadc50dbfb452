CREATE TABLE "member_garments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_garments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"values" json NOT NULL,
	"item_id" integer,
	"size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "measure_template" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "measurements" json;--> statement-breakpoint
ALTER TABLE "member_garments" ADD CONSTRAINT "member_garments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_garments" ADD CONSTRAINT "member_garments_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_garments_member_idx" ON "member_garments" USING btree ("member_id","id");