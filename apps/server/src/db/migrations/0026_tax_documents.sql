CREATE TABLE "billing_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text,
	"address" text,
	"gstin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_notes_receipt_unique" UNIQUE("receipt_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_sequence_fits" CHECK ("credit_notes"."sequence" BETWEEN 1 AND 999999)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"receipt_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"supplier_legal_name" text NOT NULL,
	"supplier_address" text,
	"supplier_gstin" text NOT NULL,
	"recipient_company" text,
	"recipient_address" text,
	"recipient_gstin" text,
	"place_of_supply" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_sequence_fits" CHECK ("tax_invoices"."sequence" BETWEEN 1 AND 999999),
	CONSTRAINT "tax_invoices_one_kind_of_tax" CHECK (("tax_invoices"."igst_paise" = 0) OR ("tax_invoices"."cgst_paise" = 0 AND "tax_invoices"."sgst_paise" = 0))
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 049): a payment refunded before this migration gets its credit note too,
-- numbered in refund order within its financial year (India's calendar, from 1 April), and the
-- series' counters go on after them.
INSERT INTO "credit_notes" ("receipt_id", "number", "financial_year", "sequence", "issued_at")
SELECT refunded.receipt_id,
  'CN/' || lpad((refunded.fy % 100)::text, 2, '0') || '-' || lpad(((refunded.fy + 1) % 100)::text, 2, '0')
    || '/' || lpad(refunded.seq::text, 6, '0'),
  refunded.fy, refunded.seq, refunded.at
FROM (
  SELECT r.id AS receipt_id, year.at, year.fy,
    row_number() OVER (PARTITION BY year.fy ORDER BY year.at, r.id)::int AS seq
  FROM "receipts" r
  JOIN "payments" p ON p.id = r.payment_id
  CROSS JOIN LATERAL (
    SELECT coalesce(p.refunded_at, p.updated_at) AS at,
      extract(year FROM (coalesce(p.refunded_at, p.updated_at) AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::smallint AS fy
  ) year
  WHERE p.status = 'refunded'
) refunded;--> statement-breakpoint
INSERT INTO "tax_document_counters" ("series", "financial_year", "last_value")
SELECT 'credit-note', "financial_year", max("sequence") FROM "credit_notes" GROUP BY "financial_year";
