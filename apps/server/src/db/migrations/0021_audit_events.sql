CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"actor_name" text,
	"actor_role" text,
	"client_address" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action" text_pattern_ops,"occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_email_idx" ON "audit_events" USING btree (lower("actor_email") text_pattern_ops);--> statement-breakpoint
-- Hand-written (decision 039): the audit log is append-only in the database itself, so no code
-- path, on either database, can rewrite or erase what happened. UPDATE and TRUNCATE are always
-- refused. DELETE is refused too, except for rows older than the cut-off that the retention
-- function below announces in a transaction-local setting: an ordinary DELETE, which does not
-- set it, is refused, and even the retention cannot remove a row younger than its cut-off.
-- What a record's before or after holds of a person: their names and address, taken out of it
-- when they are erased (the change itself, a rate or a status, stays).
CREATE FUNCTION "audit_without_person"("facts" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN jsonb_typeof("facts") = 'object'
		THEN "facts" - ARRAY['email', 'name', 'firstName', 'lastName'] ELSE "facts" END
$$;--> statement-breakpoint
CREATE FUNCTION "refuse_audit_event_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"cutoff" text := current_setting('basisdesk.audit_retention_cutoff', true);
	"erased" text := current_setting('basisdesk.audit_erased_user', true);
BEGIN
	-- An erased person's name and address are replaced by a pseudonym, or taken out of what a record
	-- about them held, and nothing else changes.
	IF TG_OP = 'UPDATE' AND "erased" IS NOT NULL AND "erased" <> ''
		AND (OLD."actor_id"::text = "erased" OR (OLD."target_type" = 'user' AND OLD."target_id" = "erased"))
		AND (NEW."id", NEW."occurred_at", NEW."actor_id", NEW."actor_role", NEW."client_address", NEW."action",
			NEW."target_type", NEW."target_id", NEW."request_id")
			IS NOT DISTINCT FROM (OLD."id", OLD."occurred_at", OLD."actor_id", OLD."actor_role", OLD."client_address",
			OLD."action", OLD."target_type", OLD."target_id", OLD."request_id")
		AND (NEW."before" IS NOT DISTINCT FROM OLD."before" OR NEW."before" IS NOT DISTINCT FROM "audit_without_person"(OLD."before"))
		AND (NEW."after" IS NOT DISTINCT FROM OLD."after" OR NEW."after" IS NOT DISTINCT FROM "audit_without_person"(OLD."after")) THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' AND "cutoff" IS NOT NULL AND "cutoff" <> ''
		AND OLD."occurred_at" < "cutoff"::timestamptz THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "refuse_audit_event_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_audit_event_change"();--> statement-breakpoint
-- Erasure's one way to touch the log (decision 039): the person's e-mail and name, where they
-- acted or were the target, become the pseudonym; what happened, when and from where stays.
CREATE FUNCTION "pseudonymise_audit_events"("user_id" uuid, "pseudonym" text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	"changed" integer;
BEGIN
	PERFORM set_config('basisdesk.audit_erased_user', "user_id"::text, true);
	UPDATE "audit_events" SET
		"actor_email" = CASE WHEN "actor_id" = "user_id" THEN NULL ELSE "actor_email" END,
		"actor_name" = CASE WHEN "actor_id" = "user_id" THEN "pseudonym" ELSE "actor_name" END,
		-- The person as a target, or their address as the label of what they did (their sign-in).
		"target_label" = CASE
			WHEN "target_type" = 'user' AND "target_id" = "user_id"::text THEN "pseudonym"
			WHEN "actor_id" = "user_id" AND lower("target_label") = lower("actor_email") THEN "pseudonym"
			ELSE "target_label" END,
		-- What a record about the person held of them (their names and address as they changed).
		"before" = CASE WHEN "target_type" = 'user' AND "target_id" = "user_id"::text
			THEN "audit_without_person"("before") ELSE "before" END,
		"after" = CASE WHEN "target_type" = 'user' AND "target_id" = "user_id"::text
			THEN "audit_without_person"("after") ELSE "after" END
	WHERE "actor_id" = "user_id" OR ("target_type" = 'user' AND "target_id" = "user_id"::text);
	GET DIAGNOSTICS "changed" = ROW_COUNT;
	PERFORM set_config('basisdesk.audit_erased_user', '', true);
	RETURN "changed";
END;
$$;--> statement-breakpoint
-- The retention's one way to delete: rows that occurred before `cutoff`, in this transaction only.
CREATE FUNCTION "delete_expired_audit_events"("cutoff" timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	"removed" integer;
BEGIN
	PERFORM set_config('basisdesk.audit_retention_cutoff', "cutoff"::text, true);
	DELETE FROM "audit_events" WHERE "occurred_at" < "cutoff";
	GET DIAGNOSTICS "removed" = ROW_COUNT;
	PERFORM set_config('basisdesk.audit_retention_cutoff', '', true);
	RETURN "removed";
END;
$$;
