CREATE TABLE "sla_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"clocks_recomputed_for" timestamp with time zone,
	CONSTRAINT "sla_settings_single_row" CHECK ("sla_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ticket_sla" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"priority" text NOT NULL,
	"first_response_due_at" timestamp with time zone,
	"first_response_warn_at" timestamp with time zone,
	"first_response_breached_at" timestamp with time zone,
	"first_response_stopped_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"resolution_warn_at" timestamp with time zone,
	"resolution_breached_at" timestamp with time zone,
	"resolution_stopped_at" timestamp with time zone,
	"first_response_warning_told_at" timestamp with time zone,
	"first_response_breach_told_at" timestamp with time zone,
	"resolution_warning_told_at" timestamp with time zone,
	"resolution_breach_told_at" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_sla_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_sla_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"priority" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_sla_events_type" CHECK ("ticket_sla_events"."type" IN ('started', 'responded', 'paused', 'resumed', 'stopped', 'reopened', 'priorityChanged')),
	CONSTRAINT "ticket_sla_events_priority" CHECK ("ticket_sla_events"."priority" IS NULL OR "ticket_sla_events"."priority" IN ('Low', 'Medium', 'High', 'VeryHigh'))
);
--> statement-breakpoint
ALTER TABLE "ticket_status_history" DROP CONSTRAINT "ticket_status_history_event_known";--> statement-breakpoint
ALTER TABLE "sla_settings" ADD CONSTRAINT "sla_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla" ADD CONSTRAINT "ticket_sla_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "ticket_sla_events" ADD CONSTRAINT "ticket_sla_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_due_idx" ON "ticket_sla" USING btree ("first_response_due_at") WHERE "ticket_sla"."first_response_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_due_idx" ON "ticket_sla" USING btree ("resolution_due_at") WHERE "ticket_sla"."resolution_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_untold_idx" ON "ticket_sla" USING btree ("first_response_warn_at") WHERE "ticket_sla"."first_response_due_at" IS NOT NULL AND "ticket_sla"."first_response_breach_told_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_untold_idx" ON "ticket_sla" USING btree ("resolution_warn_at") WHERE "ticket_sla"."resolution_due_at" IS NOT NULL AND "ticket_sla"."resolution_breach_told_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_events_ticket_idx" ON "ticket_sla_events" USING btree ("ticket_id","at");--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD CONSTRAINT "ticket_status_history_event_known" CHECK (event IN ('status', 'session_cancelled', 'session_moved', 'session_released', 'slots_released', 'priority_changed'));