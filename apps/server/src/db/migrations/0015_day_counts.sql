CREATE TABLE "ticket_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"tickets" bigint NOT NULL,
	CONSTRAINT "ticket_day_counts_pk" PRIMARY KEY("day","status","payment_status")
);
--> statement-breakpoint
-- count_tickets() of 0011, keeping ticket_day_counts as well: a ticket's day of creation never
-- changes, so an update moves counts only between statuses of one day. The three counters are
-- written in the same order by every statement (ticket_counts, the month, the day), and each in
-- key order, so transactions meeting on them queue instead of deadlocking.
CREATE OR REPLACE FUNCTION "count_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	EXECUTE format($sql$
		INSERT INTO "ticket_day_counts" AS "counts" ("day", "status", "payment_status", "tickets")
		SELECT ("t"."created_at" AT TIME ZONE 'UTC')::date, "t"."status", "t"."payment_status", sum("t"."sign")
		FROM (%s) AS "t"
		GROUP BY 1, 2, 3
		HAVING sum("t"."sign") <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ("day", "status", "payment_status") DO UPDATE SET "tickets" = "counts"."tickets" + EXCLUDED."tickets"
	$sql$, changed);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The tickets already there.
INSERT INTO "ticket_day_counts" ("day", "status", "payment_status", "tickets")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", "payment_status", count(*) FROM "tickets" GROUP BY 1, 2, 3;
