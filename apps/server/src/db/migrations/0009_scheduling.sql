CREATE TABLE "availability_exceptions" (
	"consultant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_exceptions_consultant_id_day_pk" PRIMARY KEY("consultant_id","day")
);
--> statement-breakpoint
CREATE TABLE "availability_filled_days" (
	"consultant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_filled_days_consultant_id_day_pk" PRIMARY KEY("consultant_id","day")
);
--> statement-breakpoint
CREATE TABLE "availability_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_patterns_weekday_range" CHECK ("availability_patterns"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "availability_patterns_block" CHECK ("availability_patterns"."start_minute" >= 0 AND "availability_patterns"."end_minute" <= 1440 AND "availability_patterns"."end_minute" > "availability_patterns"."start_minute"
        AND "availability_patterns"."end_minute" - "availability_patterns"."start_minute" <= 480
        AND "availability_patterns"."start_minute" % 30 = 0 AND "availability_patterns"."end_minute" % 30 = 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD COLUMN "pattern_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD COLUMN "event" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_filled_days" ADD CONSTRAINT "availability_filled_days_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_patterns" ADD CONSTRAINT "availability_patterns_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_patterns_consultant_idx" ON "availability_patterns" USING btree ("consultant_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_pattern_id_availability_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."availability_patterns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_history" ADD CONSTRAINT "ticket_status_history_event_known" CHECK (event IN ('status', 'session_cancelled', 'session_moved', 'session_released', 'slots_released'));