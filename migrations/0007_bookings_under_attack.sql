ALTER TABLE `booking_settings` ADD `request_mode` text DEFAULT 'titolare' NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `lead_minutes` integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `expires_at` integer;--> statement-breakpoint
-- Two overlapping scheduled runs could queue a booking's reminder twice: keep the first of each.
DELETE FROM `outbox` WHERE `kind` = 'promemoria' AND `id` NOT IN (SELECT min(`id`) FROM `outbox` WHERE `kind` = 'promemoria' GROUP BY `reservation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_one_reminder_idx` ON `outbox` (`reservation_id`) WHERE kind = 'promemoria';--> statement-breakpoint
ALTER TABLE `reservations` ADD `sender` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `overbooked` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `reservations_created_idx` ON `reservations` (`created_at`);