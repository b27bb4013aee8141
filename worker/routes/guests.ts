// A guest's rights over what the site holds on them (docs/decisions/025-people-and-roles.md).
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const guestRoutes = new Hono<AppEnv>();
