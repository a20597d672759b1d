-- Trigram indexes (users' full names) need pg_trgm; PGlite loads it when the database opens.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "payment_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"payments" bigint NOT NULL,
	"amount_paise" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_counts" (
	"side" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"tickets" bigint NOT NULL,
	"payable_paise" numeric NOT NULL,
	CONSTRAINT "ticket_counts_pk" PRIMARY KEY("side","owner_id","status","payment_status")
);
--> statement-breakpoint
CREATE TABLE "ticket_month_counts" (
	"month" text PRIMARY KEY NOT NULL,
	"tickets" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(sr_identifier, '') || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_payment_created_idx" ON "tickets" USING btree ("payment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_customer_status_created_idx" ON "tickets" USING btree ("customer_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_consultant_status_created_idx" ON "tickets" USING btree ("consultant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_order_number_prefix_idx" ON "tickets" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tickets_search_document_idx" ON "tickets" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- What a ticket is to be paid in paise (payable-amount.ts says the same in the queries): the amount
-- when hours are logged, otherwise the booked estimate, and the default when that is nothing.
CREATE FUNCTION "ticket_payable_paise"(amount bigint, rate integer, minutes integer) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(nullif(coalesce(amount, round(rate::numeric * minutes / 60)), 0), 10000) $$;--> statement-breakpoint
-- The counters follow every write to tickets, whoever makes it (the API, a seed, a bulk load), once
-- per statement: the changed rows come in as transition tables (new_rows, old_rows), their +1s and
-- -1s are summed per counter row, and only rows that change are written, in key order (two
-- transactions touching the same rows queue instead of deadlocking). An update that moves no
-- counter (a note, a date) writes nothing.
CREATE FUNCTION "count_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
		ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
	END;
BEGIN
	EXECUTE format($sql$
		INSERT INTO "ticket_counts" AS "counts" ("side", "owner_id", "status", "payment_status", "tickets", "payable_paise")
		SELECT "owner"."side", "owner"."id", "t"."status", "t"."payment_status", sum("t"."sign"),
			sum("t"."sign" * "ticket_payable_paise"("t"."amount_paise", "t"."hourly_rate_paise", "t"."booked_minutes"))
		FROM (%s) AS "t"
		CROSS JOIN LATERAL (VALUES ('customer', "t"."customer_id"), ('consultant', "t"."consultant_id"),
			('all', '00000000-0000-0000-0000-000000000000'::uuid)) AS "owner" ("side", "id")
		GROUP BY 1, 2, 3, 4
		HAVING sum("t"."sign") <> 0
			OR sum("t"."sign" * "ticket_payable_paise"("t"."amount_paise", "t"."hourly_rate_paise", "t"."booked_minutes")) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT ("side", "owner_id", "status", "payment_status") DO UPDATE
		SET "tickets" = "counts"."tickets" + EXCLUDED."tickets",
			"payable_paise" = "counts"."payable_paise" + EXCLUDED."payable_paise"
	$sql$, changed);
	EXECUTE format($sql$
		INSERT INTO "ticket_month_counts" AS "counts" ("month", "tickets")
		SELECT to_char("t"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM'), sum("t"."sign")
		FROM (%s) AS "t"
		GROUP BY 1
		HAVING sum("t"."sign") <> 0
		ORDER BY 1
		ON CONFLICT ("month") DO UPDATE SET "tickets" = "counts"."tickets" + EXCLUDED."tickets"
	$sql$, changed);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tickets_counted_on_insert" AFTER INSERT ON "tickets"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_tickets"();--> statement-breakpoint
CREATE TRIGGER "tickets_counted_on_update" AFTER UPDATE ON "tickets"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_tickets"();--> statement-breakpoint
CREATE TRIGGER "tickets_counted_on_delete" AFTER DELETE ON "tickets"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_tickets"();--> statement-breakpoint
CREATE FUNCTION "total_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
		ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
	END;
BEGIN
	EXECUTE format($sql$
		INSERT INTO "payment_totals" AS "totals" ("status", "payments", "amount_paise")
		SELECT "t"."status"::text, sum("t"."sign"), sum("t"."sign" * "t"."amount_paise")
		FROM (%s) AS "t"
		GROUP BY 1
		HAVING sum("t"."sign") <> 0 OR sum("t"."sign" * "t"."amount_paise") <> 0
		ORDER BY 1
		ON CONFLICT ("status") DO UPDATE
		SET "payments" = "totals"."payments" + EXCLUDED."payments",
			"amount_paise" = "totals"."amount_paise" + EXCLUDED."amount_paise"
	$sql$, changed);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_totalled_on_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "total_payments"();--> statement-breakpoint
CREATE TRIGGER "payments_totalled_on_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "total_payments"();--> statement-breakpoint
CREATE TRIGGER "payments_totalled_on_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "total_payments"();--> statement-breakpoint
-- The counts of the tickets and payments already there.
INSERT INTO "ticket_counts" ("side", "owner_id", "status", "payment_status", "tickets", "payable_paise")
SELECT "owner"."side", "owner"."id", "t"."status", "t"."payment_status", count(*),
	sum("ticket_payable_paise"("t"."amount_paise", "t"."hourly_rate_paise", "t"."booked_minutes"))
FROM "tickets" AS "t"
CROSS JOIN LATERAL (VALUES ('customer', "t"."customer_id"), ('consultant', "t"."consultant_id"),
	('all', '00000000-0000-0000-0000-000000000000'::uuid)) AS "owner" ("side", "id")
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ticket_month_counts" ("month", "tickets")
SELECT to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM'), count(*) FROM "tickets" GROUP BY 1;--> statement-breakpoint
INSERT INTO "payment_totals" ("status", "payments", "amount_paise")
SELECT "status"::text, count(*), sum("amount_paise") FROM "payments" GROUP BY 1;