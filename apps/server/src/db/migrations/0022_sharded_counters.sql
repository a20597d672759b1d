-- Counters in shards (decision 043): every statement that writes tickets or payments used to add to
-- the same few rows (everyone's counts per status, this month's, today's, the captured payments'),
-- and held them until its transaction committed, so every booking, payment and status change
-- queued behind the one before. Each connection now adds to its own shard of a counter
-- (counter_shard(): the backend's process id modulo 16); readers sum the shards.
ALTER TABLE "payment_totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_day_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_month_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_totals" DROP CONSTRAINT "payment_totals_pkey";--> statement-breakpoint
ALTER TABLE "payment_totals" ADD CONSTRAINT "payment_totals_pk" PRIMARY KEY("status","shard");--> statement-breakpoint
ALTER TABLE "ticket_month_counts" DROP CONSTRAINT "ticket_month_counts_pkey";--> statement-breakpoint
ALTER TABLE "ticket_month_counts" ADD CONSTRAINT "ticket_month_counts_pk" PRIMARY KEY("month","shard");--> statement-breakpoint
ALTER TABLE "ticket_counts" DROP CONSTRAINT "ticket_counts_pk";--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_pk" PRIMARY KEY("side","owner_id","status","payment_status","shard");--> statement-breakpoint
ALTER TABLE "ticket_day_counts" DROP CONSTRAINT "ticket_day_counts_pk";--> statement-breakpoint
ALTER TABLE "ticket_day_counts" ADD CONSTRAINT "ticket_day_counts_pk" PRIMARY KEY("day","status","payment_status","shard");--> statement-breakpoint
-- A counter row is rewritten by every write it counts. With room left on its page the new version
-- stays there (a heap-only update: no new index entry, the old version pruned on the next visit);
-- on a full page each version took a new index entry, and a hot row's lookups walked thousands of
-- dead ones between vacuums.
ALTER TABLE "ticket_counts" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "ticket_day_counts" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "ticket_month_counts" SET (fillfactor = 20);--> statement-breakpoint
ALTER TABLE "payment_totals" SET (fillfactor = 20);--> statement-breakpoint
-- The shard this connection writes: one connection's transactions follow each other anyway, and
-- two connections meet on a counter row only when their process ids agree modulo 16.
CREATE FUNCTION "counter_shard"() RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT (pg_backend_pid() % 16)::smallint $$;--> statement-breakpoint
-- count_tickets() of 0015, each counter written in this connection's shard; still in the same
-- order by every statement and each in key order, so writers that do meet queue, never deadlock.
CREATE OR REPLACE FUNCTION "count_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
		ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
	END;
	shard smallint := "counter_shard"();
BEGIN
	EXECUTE format($sql$
		INSERT INTO "ticket_counts" AS "counts" ("side", "owner_id", "status", "payment_status", "shard", "tickets", "payable_paise")
		SELECT "owner"."side", "owner"."id", "t"."status", "t"."payment_status", $1, sum("t"."sign"),
			sum("t"."sign" * "ticket_payable_paise"("t"."amount_paise", "t"."hourly_rate_paise", "t"."booked_minutes"))
		FROM (%s) AS "t"
		CROSS JOIN LATERAL (VALUES ('customer', "t"."customer_id"), ('consultant', "t"."consultant_id"),
			('all', '00000000-0000-0000-0000-000000000000'::uuid)) AS "owner" ("side", "id")
		GROUP BY 1, 2, 3, 4
		HAVING sum("t"."sign") <> 0
			OR sum("t"."sign" * "ticket_payable_paise"("t"."amount_paise", "t"."hourly_rate_paise", "t"."booked_minutes")) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT ("side", "owner_id", "status", "payment_status", "shard") DO UPDATE
		SET "tickets" = "counts"."tickets" + EXCLUDED."tickets",
			"payable_paise" = "counts"."payable_paise" + EXCLUDED."payable_paise"
	$sql$, changed) USING shard;
	EXECUTE format($sql$
		INSERT INTO "ticket_month_counts" AS "counts" ("month", "shard", "tickets")
		SELECT to_char("t"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM'), $1, sum("t"."sign")
		FROM (%s) AS "t"
		GROUP BY 1
		HAVING sum("t"."sign") <> 0
		ORDER BY 1
		ON CONFLICT ("month", "shard") DO UPDATE SET "tickets" = "counts"."tickets" + EXCLUDED."tickets"
	$sql$, changed) USING shard;
	EXECUTE format($sql$
		INSERT INTO "ticket_day_counts" AS "counts" ("day", "status", "payment_status", "shard", "tickets")
		SELECT ("t"."created_at" AT TIME ZONE 'UTC')::date, "t"."status", "t"."payment_status", $1, sum("t"."sign")
		FROM (%s) AS "t"
		GROUP BY 1, 2, 3
		HAVING sum("t"."sign") <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ("day", "status", "payment_status", "shard") DO UPDATE SET "tickets" = "counts"."tickets" + EXCLUDED."tickets"
	$sql$, changed) USING shard;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "total_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
		ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
	END;
BEGIN
	EXECUTE format($sql$
		INSERT INTO "payment_totals" AS "totals" ("status", "shard", "payments", "amount_paise")
		SELECT "t"."status"::text, $1, sum("t"."sign"), sum("t"."sign" * "t"."amount_paise")
		FROM (%s) AS "t"
		GROUP BY 1
		HAVING sum("t"."sign") <> 0 OR sum("t"."sign" * "t"."amount_paise") <> 0
		ORDER BY 1
		ON CONFLICT ("status", "shard") DO UPDATE
		SET "payments" = "totals"."payments" + EXCLUDED."payments",
			"amount_paise" = "totals"."amount_paise" + EXCLUDED."amount_paise"
	$sql$, changed) USING "counter_shard"();
	RETURN NULL;
END
$$;
