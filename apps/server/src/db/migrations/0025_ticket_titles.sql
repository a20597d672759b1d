ALTER TABLE "tickets" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "title_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_title_document_idx" ON "tickets" USING gin ("title_document");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written (decision 052): every ticket raised before titles gets one from its description,
-- then the title's length (5–120 characters, TITLE_MIN_LENGTH and TITLE_MAX_LENGTH) is held by the
-- database as it is by the API. The title is the description's first line, of that the first
-- sentence, blanks made single spaces; past 120 characters it is cut at the last blank within them
-- (at 120 when a single word is longer). A first sentence under 5 characters ("Hi.") gives way to
-- the description's start cut the same way, and a description under 5 characters to
-- "Request <number>".
-- ---------------------------------------------------------------------------------------------
WITH lines AS (
  SELECT id, order_number,
    btrim(regexp_replace(description, '\s+', ' ', 'g')) AS whole,
    btrim(regexp_replace(split_part(btrim(description, E' \t\r\n'), E'\n', 1), '\s+', ' ', 'g')) AS first_line
  FROM tickets
), sentences AS (
  SELECT id, order_number, whole,
    coalesce(substring(first_line FROM '^(.*?[.!?])(?:\s|$)'), first_line) AS sentence
  FROM lines
), cut AS (
  SELECT id, order_number,
    CASE WHEN char_length(sentence) <= 120 THEN sentence
      ELSE coalesce(nullif(btrim(substring(left(sentence, 121) FROM '^(.*)\s')), ''), left(sentence, 120)) END AS sentence,
    CASE WHEN char_length(whole) <= 120 THEN whole
      ELSE coalesce(nullif(btrim(substring(left(whole, 121) FROM '^(.*)\s')), ''), left(whole, 120)) END AS whole
  FROM sentences
)
UPDATE tickets SET title = CASE
    WHEN char_length(cut.sentence) >= 5 THEN cut.sentence
    WHEN char_length(cut.whole) >= 5 THEN cut.whole
    ELSE 'Request ' || cut.order_number END
FROM cut WHERE tickets.id = cut.id AND tickets.title = '';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_title_length" CHECK (char_length(title) BETWEEN 5 AND 120 AND title = btrim(title));
