DROP INDEX "members_nickname_key";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
-- Nicknames written before the stricter rules: drop invisible and direction characters, compose
-- decomposed Hangul (NFC renders the same), and give a nickname left too short a placeholder.
UPDATE "members" SET "nickname" = btrim(normalize(regexp_replace("nickname", '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000E0000-\U000E0FFF]', '', 'g'), NFC))
WHERE "nickname" ~ '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000E0000-\U000E0FFF]' OR "nickname" <> btrim(normalize("nickname", NFC));
--> statement-breakpoint
UPDATE "members" SET "nickname" = '회원' || "id" WHERE char_length("nickname") < 2;
--> statement-breakpoint
-- Look-alikes that now count as one nickname: the earliest member keeps it, later ones get their id.
UPDATE "members" AS m SET "nickname" = m."nickname" || '#' || m."id"
WHERE EXISTS (SELECT 1 FROM "members" AS o WHERE o."id" < m."id"
  AND lower(normalize(o."nickname", NFKC)) = lower(normalize(m."nickname", NFKC)));
--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_key" ON "members" USING btree (lower(normalize("nickname", NFKC)));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_nickname_visible" CHECK ("members"."nickname" !~ '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000E0000-\U000E0FFF]');