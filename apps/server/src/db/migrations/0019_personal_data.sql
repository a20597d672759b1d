ALTER TABLE "receipts" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "consultant_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (decision 041): receipts issued before this migration take the names they were
-- rendered with until now, the ticket's people as they stand; from here on the capture writes them.
UPDATE "receipts" SET
  "customer_name" = customer.first_name || ' ' || customer.last_name,
  "customer_email" = customer.email,
  "consultant_name" = consultant.first_name || ' ' || consultant.last_name
FROM "tickets" ticket
JOIN "users" customer ON customer.id = ticket.customer_id
JOIN "users" consultant ON consultant.id = ticket.consultant_id
WHERE ticket.id = "receipts"."ticket_id";
