CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`week` text NOT NULL,
	`cancel_hours_before` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer,
	`kind` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`ics` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`);--> statement-breakpoint
CREATE INDEX `outbox_reservation_idx` ON `outbox` (`reservation_id`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `service` text DEFAULT 'dinner' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `source` text DEFAULT 'sito' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_token_unique` ON `reservations` (`token`);--> statement-breakpoint
CREATE INDEX `reservations_date_service_idx` ON `reservations` (`date`,`service`);