CREATE INDEX "points_ledger_reason_created_index" ON "points_ledger" USING btree ("reason","created_at");--> statement-breakpoint
CREATE INDEX "sessions_created_index" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_index" ON "users" USING btree ("created_at");