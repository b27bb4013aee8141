ALTER TABLE `events` ADD `starts_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `ends_at` text;