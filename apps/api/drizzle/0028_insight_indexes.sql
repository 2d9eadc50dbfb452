CREATE INDEX "order_events_cancelled_idx" ON "order_events" USING btree ("created_at") WHERE to_status = 'ORDER_CANCELLED' and from_status <> 'ORDER_CANCELLED';--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_ledger_refunds_idx" ON "payment_ledger" USING btree ("occurred_at") WHERE kind = 'refund';