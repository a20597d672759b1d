ALTER TABLE "tickets" DROP CONSTRAINT "tickets_booked_minutes_positive";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booked_minutes_not_negative" CHECK ("tickets"."booked_minutes" >= 0);--> statement-breakpoint
-- What a ticket bills without hours worked is the time it holds (decision 028): no ₹100 when there
-- is nothing; a ticket with neither hours nor held time has nothing to pay.
CREATE OR REPLACE FUNCTION "ticket_payable_paise"(amount bigint, rate integer, minutes integer) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(amount, round(rate::numeric * minutes / 60)) $$;--> statement-breakpoint
-- A ticket's booked_minutes follow its slots, whichever statement claims, frees or moves them (a
-- cancel, a release, a reschedule, the end of a ticket, a bulk load): once per statement, from the
-- changed rows as transition tables, only for tickets whose held time changed. A booking claims
-- its slots before the ticket row is written (that foreign key is checked at commit): the update
-- then finds no row, and the insert writes the minutes its slots hold.
CREATE FUNCTION "hold_booked_minutes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT "ticket_id", "slot_start", "slot_end", 1 AS "sign" FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT "ticket_id", "slot_start", "slot_end", -1 AS "sign" FROM old_rows'
		ELSE 'SELECT "ticket_id", "slot_start", "slot_end", 1 AS "sign" FROM new_rows
			UNION ALL SELECT "ticket_id", "slot_start", "slot_end", -1 AS "sign" FROM old_rows'
	END;
BEGIN
	EXECUTE format($sql$
		UPDATE "tickets" AS "t" SET "booked_minutes" = "t"."booked_minutes" + "held"."minutes"
		FROM (
			SELECT "s"."ticket_id", sum("s"."sign" * extract(epoch FROM "s"."slot_end" - "s"."slot_start") / 60)::integer AS "minutes"
			FROM (%s) AS "s"
			WHERE "s"."ticket_id" IS NOT NULL
			GROUP BY 1
			HAVING sum("s"."sign" * extract(epoch FROM "s"."slot_end" - "s"."slot_start")) <> 0
		) AS "held"
		WHERE "t"."id" = "held"."ticket_id"
	$sql$, changed);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "slots_held_on_insert" AFTER INSERT ON "availability_slots"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "hold_booked_minutes"();--> statement-breakpoint
CREATE TRIGGER "slots_held_on_update" AFTER UPDATE ON "availability_slots"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "hold_booked_minutes"();--> statement-breakpoint
CREATE TRIGGER "slots_held_on_delete" AFTER DELETE ON "availability_slots"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "hold_booked_minutes"();--> statement-breakpoint
-- Unsettled bills are what their tickets hold now: a session cancelled, released or moved away,
-- or freed when its ticket closed, stops counting. A paid or refunded ticket keeps the time it was
-- billed for: its payment was for that amount.
UPDATE "tickets" AS "t" SET "booked_minutes" = "held"."minutes"
FROM (
	SELECT "t2"."id", coalesce(sum(extract(epoch FROM "s"."slot_end" - "s"."slot_start") / 60), 0)::integer AS "minutes"
	FROM "tickets" AS "t2"
	LEFT JOIN "availability_slots" AS "s" ON "s"."ticket_id" = "t2"."id"
	WHERE "t2"."payment_status" IN ('Pending', 'Failed')
	GROUP BY 1
) AS "held"
WHERE "t"."id" = "held"."id" AND "t"."booked_minutes" <> "held"."minutes";--> statement-breakpoint
-- The counters' payable amounts, summed afresh under the new rule.
UPDATE "ticket_counts" SET "payable_paise" = 0;--> statement-breakpoint
UPDATE "ticket_counts" AS "counts" SET "payable_paise" = "sums"."payable"
FROM (
	SELECT "owner"."side", "owner"."id", "t"."status", "t"."payment_status",
		sum("ticket_payable_paise"("t"."amount_paise", "t"."hourly_rate_paise", "t"."booked_minutes")) AS "payable"
	FROM "tickets" AS "t"
	CROSS JOIN LATERAL (VALUES ('customer', "t"."customer_id"), ('consultant', "t"."consultant_id"),
		('all', '00000000-0000-0000-0000-000000000000'::uuid)) AS "owner" ("side", "id")
	GROUP BY 1, 2, 3, 4
) AS "sums"
WHERE "counts"."side" = "sums"."side" AND "counts"."owner_id" = "sums"."id"
	AND "counts"."status" = "sums"."status" AND "counts"."payment_status" = "sums"."payment_status";--> statement-breakpoint
-- Consultants are never told of payments (spec §6): the mails that did are withdrawn.
DELETE FROM "notifications" WHERE "event" = 'payment.earned';
--> statement-breakpoint
-- Every role reads these descriptions, consultants too: they say what the work's state is, not
-- what it means for a payment (the Pay button says that to the customer).
UPDATE "ticket_statuses" SET "description" = 'Finished: the work is done and closed' WHERE "code" = 'Closed';--> statement-breakpoint
UPDATE "ticket_statuses" SET "description" = 'The topic is settled and closed' WHERE "code" = 'TopicClosed';
