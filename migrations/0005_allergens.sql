ALTER TABLE `featured_dishes` ADD `allergens` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `featured_dishes` ADD `diets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `featured_dishes` ADD `frozen` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `allergens` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `diets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `frozen` integer DEFAULT false NOT NULL;