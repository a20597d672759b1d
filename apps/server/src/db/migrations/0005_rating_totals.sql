CREATE TABLE "consultant_rating_totals" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consultant_rating_totals_not_negative" CHECK ("consultant_rating_totals"."ratings" >= 0 AND "consultant_rating_totals"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consultant_rating_totals" ADD CONSTRAINT "consultant_rating_totals_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change to a rating as consultant moves its consultant's totals, whoever writes it: the API,
-- a seed, a cascade from a deleted account. ON CONFLICT makes two first ratings at once add up.
CREATE FUNCTION "count_consultant_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."rating_for_role" = 'Consultant' THEN
		UPDATE "consultant_rating_totals"
		SET "ratings" = "ratings" - 1,
			"points" = "points" - (OLD."communication_professionalism" + OLD."resolution_quality" + OLD."response_time")
		WHERE "consultant_id" = OLD."rated_user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."rating_for_role" = 'Consultant' THEN
		INSERT INTO "consultant_rating_totals" AS "totals" ("consultant_id", "ratings", "points")
		VALUES (NEW."rated_user_id", 1, NEW."communication_professionalism" + NEW."resolution_quality" + NEW."response_time")
		ON CONFLICT ("consultant_id") DO UPDATE
		SET "ratings" = "totals"."ratings" + 1, "points" = "totals"."points" + EXCLUDED."points";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_ratings_count_for_consultant"
AFTER INSERT OR UPDATE OR DELETE ON "ticket_ratings"
FOR EACH ROW EXECUTE FUNCTION "count_consultant_rating"();--> statement-breakpoint
INSERT INTO "consultant_rating_totals" ("consultant_id", "ratings", "points")
SELECT "rated_user_id", count(*), sum("communication_professionalism" + "resolution_quality" + "response_time")
FROM "ticket_ratings"
WHERE "rating_for_role" = 'Consultant'
GROUP BY "rated_user_id";
