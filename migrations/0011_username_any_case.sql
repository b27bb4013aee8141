-- 'Mario' and 'mario' are one username (docs/decisions/025-people-and-roles.md).
CREATE UNIQUE INDEX `users_username_any_case_unique` ON `users` (lower("username"));
