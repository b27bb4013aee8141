CREATE TABLE `mail_optouts` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `thank_you` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `unsubscribe` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `no_thank_you` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `thanked_at` integer;--> statement-breakpoint
CREATE INDEX `reservations_thanked_idx` ON `reservations` (`thanked_at`);