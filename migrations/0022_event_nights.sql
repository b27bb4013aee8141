-- Event nights (docs/product.md#22-event-nights): the event open to bookings, and the bookings and
-- places in line made for it. Foreign keys edited by hand to ON DELETE SET NULL (drizzle-kit writes none).
ALTER TABLE `events` ADD `price_per_person_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `set_menu_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `bookable` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `booking_seats` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `booking_area_id` integer REFERENCES areas(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `price_per_person` text;--> statement-breakpoint
ALTER TABLE `events` ADD `set_menu` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `event_id` integer REFERENCES events(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `waitlist` ADD `event_id` integer REFERENCES events(id) ON DELETE SET NULL;