DROP INDEX `outbox_one_reminder_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_one_reminder_idx` ON `outbox` (`reservation_id`,`expires_at`) WHERE kind = 'promemoria';