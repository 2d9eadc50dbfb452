CREATE TABLE "feed_builds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_builds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"built_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"catalog_version" text NOT NULL,
	"products" integer NOT NULL,
	"naver_rows" integer NOT NULL,
	"google_items" integer NOT NULL,
	"summary_rows" integer NOT NULL,
	"left_out" jsonb NOT NULL,
	"fingerprints" jsonb NOT NULL,
	"naver_ep" text NOT NULL,
	"naver_summary" text NOT NULL,
	"google_xml" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feed_builds_built_idx" ON "feed_builds" USING btree ("built_at");--> statement-breakpoint
CREATE INDEX "feed_builds_trigger_idx" ON "feed_builds" USING btree ("trigger","built_at");