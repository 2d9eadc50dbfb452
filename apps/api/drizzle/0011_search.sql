CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_queries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"synonyms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_key" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "item_options" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "item_options" ADD COLUMN "color_hex" text;--> statement-breakpoint
ALTER TABLE "item_options" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_chosung" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "search_queries_created_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "items_new_idx" ON "items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "items_popular_idx" ON "items" USING btree ("sales_count","id");--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_chosung_trgm_idx" ON "items" USING gin ("search_chosung" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_grams_idx" ON "items" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "items_category_ids_idx" ON "items" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "items_colors_idx" ON "items" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "items_sizes_idx" ON "items" USING gin ("sizes");--> statement-breakpoint
-- Options named 'colour / size' are split; any other label is a size of its own.
UPDATE "item_options" SET
	"color" = CASE WHEN position(' / ' in "label") > 0 THEN split_part("label", ' / ', 1) END,
	"size" = CASE WHEN position(' / ' in "label") > 0 THEN substr("label", position(' / ' in "label") + 3) ELSE "label" END;--> statement-breakpoint
UPDATE "item_options" o SET "color_hex" = p."hex" FROM (VALUES
	('블랙', '#1f1f1f'), ('검정', '#1f1f1f'), ('화이트', '#f7f7f5'), ('아이보리', '#ece6d8'),
	('크림', '#efe6cf'), ('오트밀', '#d8cbb6'), ('베이지', '#c9b89b'), ('샌드', '#cdb99a'),
	('에크루', '#e6ddcb'), ('카멜', '#b08457'), ('브라운', '#7b5a45'), ('차콜', '#4e4f52'),
	('그레이', '#9a9a9a'), ('멜란지 그레이', '#bab8b3'), ('네이비', '#2f3a52'),
	('올리브', '#7a7b5a'), ('카키', '#6b6a48'), ('세이지', '#a7ae95'), ('더스티 세이지', '#a7ae95'),
	('스카이블루', '#a9c4de'), ('버건디', '#6e2a35')
) AS p("name", "hex") WHERE o."color" = p."name";--> statement-breakpoint
UPDATE "items" i SET
	"colors" = coalesce((SELECT array_agg(DISTINCT o."color" ORDER BY o."color") FROM "item_options" o WHERE o."item_id" = i."id" AND o."color" IS NOT NULL), '{}'),
	"sizes" = coalesce((SELECT array_agg(DISTINCT o."size" ORDER BY o."size") FROM "item_options" o WHERE o."item_id" = i."id" AND o."size" IS NOT NULL), '{}');