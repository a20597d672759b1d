CREATE TABLE "consultant_profiles" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"headline" text,
	"bio" text,
	"years_of_experience" integer,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_profiles_headline_length" CHECK (char_length("consultant_profiles"."headline") <= 120),
	CONSTRAINT "consultant_profiles_bio_length" CHECK (char_length("consultant_profiles"."bio") <= 1500),
	CONSTRAINT "consultant_profiles_years_range" CHECK ("consultant_profiles"."years_of_experience" BETWEEN 0 AND 50),
	CONSTRAINT "consultant_profiles_list_sizes" CHECK (cardinality("consultant_profiles"."certifications") <= 10 AND cardinality("consultant_profiles"."languages") <= 10)
);
--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;