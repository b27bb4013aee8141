// docs/product.md#7-the-api: menu settings, featured dishes, menu sections, menu items.
import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTableWithColumns } from 'drizzle-orm/sqlite-core';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env';
import { cachedRead, titolare } from '../middleware/route-marks';
import type { Db } from '../db/client';
import { featuredDishes, menuItems, menuSections, menuSettings } from '../db/schema';
import { featuredDishInput, menuItemInput, menuSectionInput, menuSettingsInput } from '#domain/menu/schemas';
import { isForeignKeyError } from '../db/errors';
import { idParam, jsonBody, jsonError, notFound } from '../http';
import { allSaid, type Given, readingOf } from '../lib/in-language';
import { TRANSLATED } from '#domain/translated';
import { FEATURED_PLACES } from '#domain/positions';
import { positionAfterLast } from '../db/positions';
import type { Destination } from '#domain/constants';
import { deleteUnusedMedia } from '../media/cleanup';
import { itemsGuestsSee } from './guests-see';
import { MENU_SETTINGS_ID, readMenuSettings } from './settings';

// The three menu resources share one shape: a list (only active rows for visitors), create,
// update and delete by id. `mediaFields` name the columns holding uploaded files to clean up.
type CrudTable = SQLiteTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'sqlite';
  columns: { id: SQLiteColumn; isActive: SQLiteColumn; position: SQLiteColumn } & Record<string, SQLiteColumn>;
}>;

// Generic in the input schema and the row, so that the typed client sees each resource's own
// bodies and answers (the table itself is handled through the loose CrudTable type).
function crudRoutes<Input extends z.ZodMiniObject, Row>(options: {
  table: CrudTable;
  input: Input;
  notFoundMessage: string;
  list: (db: Db, admin: boolean) => Promise<Row[]>;
  mediaFields?: string[];
  /** The texts with an English twin (worker/lib/in-language.ts). */
  texts: readonly string[];
  /**
   * The list a new record joins (all the table's rows when absent), where one given no position
   * goes after the last (domain/positions.ts), within `lastPlace`.
   */
  listOf?: (body: Record<string, unknown>) => SQL;
  lastPlace?: number;
}) {
  const { table, input, notFoundMessage, list, mediaFields = [], texts } = options;
  const byId = (id: number) => eq(table.id, id);
  const mediaOf = (row: Record<string, unknown> | undefined) => mediaFields.map((f) => row?.[f] as string | null);
  const refuseMissingParent = (err: unknown) => {
    if (isForeignKeyError(err)) return true;
    throw err;
  };

  return new Hono<AppEnv>()
    .get('/', cachedRead, async (c) => {
      const reading = readingOf(c);
      const rows = (await list(c.var.db, c.var.session !== null)) as Record<string, unknown>[];
      return c.json(allSaid(rows, texts, reading) as (Row & { lang?: Given<string> })[]);
    })
    .post('/', titolare, jsonBody(input), async (c) => {
      const body: Record<string, unknown> = { ...c.req.valid('json') };
      const db = c.var.db;
      try {
        if (body.position === undefined) body.position = positionAfterLast(db, table, options.listOf?.(body), options.lastPlace);
        const [row] = await db.insert(table).values(body).returning();
        return c.json(row as Row, 201);
      } catch (err) {
        refuseMissingParent(err);
        return jsonError(c, 400, 'La sezione scelta non esiste');
      }
    })
    .put('/:id', titolare, jsonBody(z.partial(input)), async (c) => {
      const id = idParam(c);
      const db = c.var.db;
      const [before] = await db.select().from(table).where(byId(id)).limit(1);
      if (!before) return notFound(c, notFoundMessage);
      let row;
      try {
        // updatedAt is always set, so an empty body is a valid no-op save.
        [row] = await db
          .update(table)
          .set({ ...c.req.valid('json'), updatedAt: new Date() })
          .where(byId(id))
          .returning();
      } catch (err) {
        refuseMissingParent(err);
        return jsonError(c, 400, 'La sezione scelta non esiste');
      }
      await deleteUnusedMedia(db, c.env.MEDIA, mediaOf(before));
      return c.json(row as Row);
    })
    .delete('/:id', titolare, async (c) => {
      const db = c.var.db;
      const [row] = await db
        .delete(table)
        .where(byId(idParam(c)))
        .returning();
      if (!row) return notFound(c, notFoundMessage);
      await deleteUnusedMedia(db, c.env.MEDIA, mediaOf(row));
      return c.json({ success: true });
    });
}

/** A record's destination when none is given: the column's default (db/schema.ts), 'mare'. */
const DEFAULT_DESTINATION: Destination = 'mare';

const onlyActive = (admin: boolean, column: SQLiteColumn) => (admin ? undefined : eq(column, true));

export const menuSettingsRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => {
    const { displayType, pdfFile, pdfImages, updatedAt } = await readMenuSettings(c.var.db);
    return c.json({ displayType, pdfFile, pdfImages, updatedAt });
  })
  .put('/', titolare, jsonBody(menuSettingsInput), async (c) => {
    const { displayType } = c.req.valid('json');
    const [row] = await c.var.db
      .insert(menuSettings)
      .values({ id: MENU_SETTINGS_ID, displayType })
      .onConflictDoUpdate({ target: menuSettings.id, set: { displayType, updatedAt: new Date() } })
      .returning();
    return c.json(row);
  });

export const featuredDishRoutes = crudRoutes({
  table: featuredDishes as unknown as CrudTable,
  input: featuredDishInput,
  notFoundMessage: 'Piatto non trovato',
  mediaFields: ['image'],
  texts: TRANSLATED.dish,
  listOf: (body) => eq(featuredDishes.destination, (body.destination as Destination | undefined) ?? DEFAULT_DESTINATION),
  lastPlace: FEATURED_PLACES,
  list: (db, admin) =>
    db
      .select()
      .from(featuredDishes)
      .where(onlyActive(admin, featuredDishes.isActive))
      .orderBy(asc(featuredDishes.destination), asc(featuredDishes.position), asc(featuredDishes.id)),
});

export const menuSectionRoutes = crudRoutes({
  table: menuSections as unknown as CrudTable,
  input: menuSectionInput,
  notFoundMessage: 'Sezione non trovata',
  texts: TRANSLATED.section,
  listOf: (body) => eq(menuSections.destination, (body.destination as Destination | undefined) ?? DEFAULT_DESTINATION),
  list: (db, admin) =>
    db
      .select()
      .from(menuSections)
      .where(onlyActive(admin, menuSections.isActive))
      .orderBy(asc(menuSections.position), asc(menuSections.id)),
});

export const menuItemRoutes = crudRoutes({
  table: menuItems as unknown as CrudTable,
  input: menuItemInput,
  notFoundMessage: 'Voce del menu non trovata',
  texts: TRANSLATED.item,
  listOf: (body) => eq(menuItems.sectionId, body.sectionId as number),
  // Visitors see active items of active sections: one statement either way.
  list: (db, admin) =>
    admin
      ? db.select().from(menuItems).orderBy(asc(menuItems.sectionId), asc(menuItems.position), asc(menuItems.id))
      : db
          .select(getTableColumns(menuItems))
          .from(menuItems)
          .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
          .where(itemsGuestsSee())
          .orderBy(asc(menuItems.sectionId), asc(menuItems.position), asc(menuItems.id)),
});
