-- Where a phone's slice of a slot's photo stands (domain/site-photos.ts SitePhoto.focus); null is the middle.
ALTER TABLE `site_photos` ADD `focus` real;
