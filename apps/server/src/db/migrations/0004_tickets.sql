CREATE TYPE "public"."payment_status" AS ENUM('Pending', 'Paid', 'Failed', 'Refunded');--> statement-breakpoint
CREATE TYPE "public"."ticket_priority" AS ENUM('Low', 'Medium', 'High', 'VeryHigh');--> statement-breakpoint
CREATE TABLE "ticket_number_counters" (
	"period" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "ticket_number_counters_range" CHECK ("ticket_number_counters"."last_value" BETWEEN 1 AND 99999)
);
--> statement-breakpoint
CREATE TABLE "ticket_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by_name" text NOT NULL,
	"comment" text,
	"hours_worked" numeric(5, 2),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_statuses" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color_code" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"support_type_id" uuid NOT NULL,
	"support_category_id" uuid NOT NULL,
	"support_sub_option_id" uuid,
	"sr_identifier" text,
	"priority" "ticket_priority" NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'Pending' NOT NULL,
	"hourly_rate_paise" integer NOT NULL,
	"booked_minutes" integer NOT NULL,
	"hours_worked" numeric(5, 2),
	"amount_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "tickets_hours_worked_range" CHECK ("tickets"."hours_worked" > 0 AND "tickets"."hours_worked" <= 100),
	CONSTRAINT "tickets_booked_minutes_positive" CHECK ("tickets"."booked_minutes" > 0),
	CONSTRAINT "tickets_order_number_format" CHECK ("tickets"."order_number" ~ '^[A-Z0-9]{6}[0-3][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD CONSTRAINT "ticket_status_history_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD CONSTRAINT "ticket_status_history_from_status_ticket_statuses_code_fk" FOREIGN KEY ("from_status") REFERENCES "public"."ticket_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD CONSTRAINT "ticket_status_history_to_status_ticket_statuses_code_fk" FOREIGN KEY ("to_status") REFERENCES "public"."ticket_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD CONSTRAINT "ticket_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_ticket_statuses_code_fk" FOREIGN KEY ("status") REFERENCES "public"."ticket_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_of_type_fk" FOREIGN KEY ("support_category_id","support_type_id") REFERENCES "public"."support_categories"("id","support_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_sub_option_of_type_fk" FOREIGN KEY ("support_sub_option_id","support_type_id") REFERENCES "public"."support_sub_options"("id","support_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_status_history_ticket_idx" ON "ticket_status_history" USING btree ("ticket_id","changed_at");--> statement-breakpoint
CREATE INDEX "tickets_customer_created_idx" ON "tickets" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_consultant_created_idx" ON "tickets" USING btree ("consultant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_category_idx" ON "tickets" USING btree ("support_category_id");--> statement-breakpoint
CREATE INDEX "tickets_sub_option_idx" ON "tickets" USING btree ("support_sub_option_id");--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- The spec's statuses (§4), served by GET status/options; tickets and their history refer to them.
INSERT INTO "ticket_statuses" ("code", "name", "color_code", "description", "sort_order") VALUES
	('New', 'New', '#3b82f6', 'Raised by the customer, waiting for the consultant to start', 1),
	('InProgress', 'In Progress', '#f59e0b', 'The consultant is working on it', 2),
	('PendingCustomerAction', 'Pending Customer Action', '#f97316', 'Waiting for the customer to reply or act', 3),
	('Escalate', 'Escalate', '#ef4444', 'Raised for urgent attention', 4),
	('Completed', 'Completed', '#10b981', 'The work is done and the hours are logged', 5),
	('Closed', 'Closed', '#64748b', 'Finished; payment is due when an amount is set', 6),
	('TopicClosed', 'Topic Closed', '#6b7280', 'The topic is settled; payment is due when an amount is set', 7),
	('ReOpened', 'Re-Opened', '#8b5cf6', 'Opened again by the customer after closing', 8),
	('Paid', 'Paid', '#059669', 'Closed and paid', 9);
