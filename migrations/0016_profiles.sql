CREATE TABLE `profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text,
	`phone` text,
	`email_key` text,
	`phone_key` text,
	`origin_id` integer,
	`notes` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`allergies` text DEFAULT '[]' NOT NULL,
	`diets` text DEFAULT '[]' NOT NULL,
	`allergy_consent_at` integer,
	`allergy_consent_by` text,
	`confirm_by_hand` integer DEFAULT false NOT NULL,
	`kept_visits` integer DEFAULT 0 NOT NULL,
	`kept_no_shows` integer DEFAULT 0 NOT NULL,
	`kept_late_cancellations` integer DEFAULT 0 NOT NULL,
	`kept_last_visit` text,
	`kept_last_date` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `profiles_email_key_idx` ON `profiles` (`email_key`);--> statement-breakpoint
CREATE INDEX `profiles_phone_key_idx` ON `profiles` (`phone_key`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `profile_id` integer REFERENCES profiles(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `allergies` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `diets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `remember_allergies` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `cancelled_late` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `by_hand` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `reservations_profile_idx` ON `reservations` (`profile_id`);