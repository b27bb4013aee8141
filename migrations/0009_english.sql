ALTER TABLE `closures` ADD `message_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `content_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `event_date_time_en` text;--> statement-breakpoint
ALTER TABLE `featured_dishes` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `featured_dishes` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `gallery_images` ADD `caption_en` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `menu_sections` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `lang` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_photos` ADD `alt_en` text;--> statement-breakpoint
ALTER TABLE `site_photos` ADD `caption_en` text;--> statement-breakpoint
ALTER TABLE `site_photos` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `site_photos` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `special_days` ADD `message_en` text;