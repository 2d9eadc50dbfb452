ALTER TABLE "qna_comments" ADD COLUMN "public_payload" text;--> statement-breakpoint
ALTER TABLE "qna_comments" ADD COLUMN "masked_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "qna_posts" ADD COLUMN "public_title" text;--> statement-breakpoint
ALTER TABLE "qna_posts" ADD COLUMN "public_payload" text;--> statement-breakpoint
ALTER TABLE "qna_posts" ADD COLUMN "masked_kinds" text[] DEFAULT '{}'::text[] NOT NULL;