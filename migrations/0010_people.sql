-- The people who run the site, their roles and invitations, and the record of who changed what
-- (docs/decisions/025-people-and-roles.md). The unused contacts table goes.
DROP TABLE `contacts`;--> statement-breakpoint
-- users is rebuilt (username and password may now wait for an invitation to be accepted). Dropping
-- the old table would take the sessions with it (ON DELETE CASCADE), so they are kept aside and put back:
-- nobody is logged out by the update.
CREATE TABLE `__kept_sessions` AS SELECT * FROM `sessions`;--> statement-breakpoint
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text,
	`password` text,
	`name` text DEFAULT '' NOT NULL,
	`email` text,
	`role` text DEFAULT 'titolare' NOT NULL,
	`invite_hash` text,
	`invite_expires_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "username", "password", "name") SELECT "id", "username", "password", "username" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
INSERT OR IGNORE INTO `sessions` SELECT * FROM `__kept_sessions`;--> statement-breakpoint
DROP TABLE `__kept_sessions`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_invite_hash_unique` ON `users` (`invite_hash`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `status_by` text;--> statement-breakpoint
CREATE TABLE `activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`user_id` integer,
	`who` text NOT NULL,
	`route` text NOT NULL,
	`record_id` text,
	`title` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_at_idx` ON `activity` (`at`);--> statement-breakpoint
CREATE INDEX `activity_user_idx` ON `activity` (`user_id`,`at`);
