ALTER TABLE "receipts" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "consultant_name" SET NOT NULL;