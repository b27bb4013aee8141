-- In the e-mail mode, unanswered requests hold at most this share of a service's covers
-- (docs/decisions/028-unanswered-requests-hold-at-most-a-share.md).
ALTER TABLE `booking_settings` ADD `request_cap_percent` integer DEFAULT 50 NOT NULL;