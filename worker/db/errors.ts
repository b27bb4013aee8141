// D1 constraint failures that are the caller's doing, not the server's (mapped to 400/409).
const errorText = (err: unknown) => String((err as { cause?: unknown })?.cause ?? '') + String(err);

/** A row that names a missing parent (a menu item's section). */
export const isForeignKeyError = (err: unknown) => errorText(err).includes('FOREIGN KEY constraint failed');

/** A second row with a unique value (a slug taken by a parallel request). */
export const isUniqueError = (err: unknown) => errorText(err).includes('UNIQUE constraint failed');
