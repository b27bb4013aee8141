CREATE TABLE `waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`date` text NOT NULL,
	`guests` integer NOT NULL,
	`times` text NOT NULL,
	`lang` text DEFAULT 'it' NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'attesa' NOT NULL,
	`offered_time` text,
	`offered_at` integer,
	`sender` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`reservation_id` integer,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_token_unique` ON `waitlist` (`token`);--> statement-breakpoint
CREATE INDEX `waitlist_date_idx` ON `waitlist` (`date`,`status`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `waitlist_id` integer REFERENCES waitlist(id) ON DELETE CASCADE;