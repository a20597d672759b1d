-- btree_gist lets one exclusion constraint compare the consultant (=) and the time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_end_after_start" CHECK ("availability_slots"."slot_end" > "availability_slots"."slot_start")
);
--> statement-breakpoint
CREATE TABLE "consultant_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"support_type_id" uuid NOT NULL,
	"support_category_id" uuid,
	"support_sub_option_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_skills_unique" UNIQUE NULLS NOT DISTINCT("consultant_id","support_type_id","support_category_id","support_sub_option_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"rated_by_user_id" uuid NOT NULL,
	"rated_user_id" uuid NOT NULL,
	"rating_for_role" "user_role" NOT NULL,
	"communication_professionalism" smallint NOT NULL,
	"resolution_quality" smallint NOT NULL,
	"response_time" smallint NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_ratings_order_rater_unique" UNIQUE("order_id","rated_by_user_id"),
	CONSTRAINT "ticket_ratings_scores_1_to_5" CHECK ("ticket_ratings"."communication_professionalism" BETWEEN 1 AND 5 AND "ticket_ratings"."resolution_quality" BETWEEN 1 AND 5 AND "ticket_ratings"."response_time" BETWEEN 1 AND 5),
	CONSTRAINT "ticket_ratings_comments_length" CHECK (char_length("ticket_ratings"."comments") <= 100)
);
--> statement-breakpoint
CREATE TABLE "sr_identifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"task" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_categories_type_short_code_unique" UNIQUE("support_type_id","short_code"),
	CONSTRAINT "support_categories_id_type_unique" UNIQUE("id","support_type_id"),
	CONSTRAINT "support_categories_short_code_format" CHECK ("support_categories"."short_code" ~ '^[A-Z0-9]{1,10}$')
);
--> statement-breakpoint
CREATE TABLE "support_sub_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_code" text NOT NULL,
	"requires_sr_identifier" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_sub_options_type_short_code_unique" UNIQUE("support_type_id","short_code"),
	CONSTRAINT "support_sub_options_id_type_unique" UNIQUE("id","support_type_id"),
	CONSTRAINT "support_sub_options_short_code_format" CHECK ("support_sub_options"."short_code" ~ '^[A-Z0-9]{1,10}$')
);
--> statement-breakpoint
CREATE TABLE "support_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_types_short_code_unique" UNIQUE("short_code"),
	CONSTRAINT "support_types_short_code_format" CHECK ("support_types"."short_code" ~ '^[A-Z0-9]{1,10}$')
);
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_skills" ADD CONSTRAINT "consultant_skills_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_skills" ADD CONSTRAINT "consultant_skills_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_skills" ADD CONSTRAINT "consultant_skills_category_of_type_fk" FOREIGN KEY ("support_category_id","support_type_id") REFERENCES "public"."support_categories"("id","support_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_skills" ADD CONSTRAINT "consultant_skills_sub_option_of_type_fk" FOREIGN KEY ("support_sub_option_id","support_type_id") REFERENCES "public"."support_sub_options"("id","support_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_ratings" ADD CONSTRAINT "ticket_ratings_rated_by_user_id_users_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_ratings" ADD CONSTRAINT "ticket_ratings_rated_user_id_users_id_fk" FOREIGN KEY ("rated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_categories" ADD CONSTRAINT "support_categories_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sub_options" ADD CONSTRAINT "support_sub_options_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_slots_consultant_start_idx" ON "availability_slots" USING btree ("consultant_id","slot_start");--> statement-breakpoint
CREATE INDEX "availability_slots_ticket_idx" ON "availability_slots" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "consultant_skills_type_category_idx" ON "consultant_skills" USING btree ("support_type_id","support_category_id");--> statement-breakpoint
CREATE INDEX "ticket_ratings_rated_user_idx" ON "ticket_ratings" USING btree ("rated_user_id","rating_for_role");--> statement-breakpoint
CREATE UNIQUE INDEX "sr_identifiers_identifier_lower_unique" ON "sr_identifiers" USING btree (lower("identifier"));--> statement-breakpoint
-- No two slots of one consultant may overlap, whatever inserts them and however many at once.
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap" EXCLUDE USING gist ("consultant_id" WITH =, tstzrange("slot_start", "slot_end", '[)') WITH &&);