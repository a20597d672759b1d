CREATE TABLE "user_counts" (
	"role" "user_role" NOT NULL,
	"status" "user_status" NOT NULL,
	"users" bigint NOT NULL,
	CONSTRAINT "user_counts_pk" PRIMARY KEY("role","status")
);
--> statement-breakpoint
-- Kept per statement, from its transition tables, as count_tickets() keeps ticket_counts (0011): an
-- update that changes no role or status nets to zero and writes nothing; rows are upserted in key
-- order, so two transactions meeting on the same counters wait for each other instead of deadlocking.
CREATE FUNCTION "count_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT "role", "status", 1 AS sign FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT "role", "status", -1 AS sign FROM old_rows'
		ELSE 'SELECT "role", "status", 1 AS sign FROM new_rows UNION ALL SELECT "role", "status", -1 AS sign FROM old_rows'
	END;
BEGIN
	EXECUTE format($sql$
		INSERT INTO "user_counts" AS "counts" ("role", "status", "users")
		SELECT "t"."role", "t"."status", sum("t"."sign")
		FROM (%s) AS "t"
		GROUP BY 1, 2
		HAVING sum("t"."sign") <> 0
		ORDER BY 1, 2
		ON CONFLICT ("role", "status") DO UPDATE SET "users" = "counts"."users" + EXCLUDED."users"
	$sql$, changed);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_counted_on_insert" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "users_counted_on_update" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "users_counted_on_delete" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
-- The accounts already there.
INSERT INTO "user_counts" ("role", "status", "users")
SELECT "role", "status", count(*) FROM "users" GROUP BY 1, 2;
