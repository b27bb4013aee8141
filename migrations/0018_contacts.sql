CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`phone` text,
	`date` text,
	`guests` integer,
	`budget` text,
	`lang` text DEFAULT 'it' NOT NULL,
	`status` text DEFAULT 'nuova' NOT NULL,
	`status_by` text,
	`reservation_id` integer,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contacts_created_idx` ON `contacts` (`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `contact_id` integer REFERENCES contacts(id) ON DELETE CASCADE;