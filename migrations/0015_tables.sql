CREATE TABLE `area_closures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`area_id` integer NOT NULL,
	`date` text NOT NULL,
	`service` text,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `area_closures_one_idx` ON `area_closures` (`area_id`,`date`,coalesce(`service`, ''));--> statement-breakpoint
CREATE TABLE `areas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_en` text,
	`online` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `booking_tables` (
	`reservation_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	PRIMARY KEY(`reservation_id`, `table_id`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_tables_table_idx` ON `booking_tables` (`table_id`);--> statement-breakpoint
CREATE TABLE `dining_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`area_id` integer NOT NULL,
	`name` text NOT NULL,
	`min_seats` integer NOT NULL,
	`max_seats` integer NOT NULL,
	`online` integer DEFAULT true NOT NULL,
	`preferred` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dining_tables_area_idx` ON `dining_tables` (`area_id`);--> statement-breakpoint
CREATE TABLE `table_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_ids` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `turns` text DEFAULT '[{"upTo":2,"minutes":105},{"upTo":4,"minutes":120},{"upTo":6,"minutes":135},{"upTo":null,"minutes":150}]' NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `pacing` text DEFAULT '{"lunch":null,"dinner":null}' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `ends` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `arrival` text DEFAULT 'attesa' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `seated_at` integer;--> statement-breakpoint
ALTER TABLE `reservations` ADD `left_at` integer;--> statement-breakpoint
ALTER TABLE `reservations` ADD `rev` text;--> statement-breakpoint
-- The bookings made before tables hold them for the default turn of their party (domain/bookings/room.ts DEFAULT_TURNS).
UPDATE `reservations` SET `ends` = printf('%02d:%02d',
  (CAST(substr(`time`, 1, 2) AS INTEGER) * 60 + CAST(substr(`time`, 4, 2) AS INTEGER) + CASE WHEN `guests` <= 2 THEN 105 WHEN `guests` <= 4 THEN 120 WHEN `guests` <= 6 THEN 135 ELSE 150 END) / 60,
  (CAST(substr(`time`, 4, 2) AS INTEGER) + CASE WHEN `guests` <= 2 THEN 105 WHEN `guests` <= 4 THEN 120 WHEN `guests` <= 6 THEN 135 ELSE 150 END) % 60);
