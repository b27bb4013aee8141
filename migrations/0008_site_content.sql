CREATE TABLE `site_photos` (
	`slot` text NOT NULL,
	`position` integer NOT NULL,
	`image_url` text,
	`variants` text DEFAULT '[]' NOT NULL,
	`alt` text NOT NULL,
	`caption` text,
	`title` text,
	`description` text,
	PRIMARY KEY(`slot`, `position`)
);
--> statement-breakpoint
CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`facts` text DEFAULT '{}' NOT NULL,
	`texts` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `special_days` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`hours` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `special_days_date_unique` ON `special_days` (`date`);