// The copy of the whole site the owner keeps (docs/decisions/025-people-and-roles.md).
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const backupRoutes = new Hono<AppEnv>();
