DROP INDEX "conversations_customer_idx";--> statement-breakpoint
DROP INDEX "conversations_consultant_idx";--> statement-breakpoint
CREATE INDEX "conversations_recent_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_customer_idx" ON "conversations" USING btree ("customer_id","last_message_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_consultant_idx" ON "conversations" USING btree ("consultant_id","last_message_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);