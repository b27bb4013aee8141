// The owner's calls on the room (docs/product.md#17-the-evening-on-tables): areas, tables, the
// tables that may be joined, through the typed client (loaded with the admin only); the reads the
// evening shares are admin/room-read.ts.
import { type Api, client, ok } from '../../lib/client';

export type AreaBody = Parameters<Api['areas']['$post']>[0]['json'];
export type TableBody = Parameters<Api['tables']['$post']>[0]['json'];
export type TableChange = Parameters<Api['tables'][':id']['$put']>[0]['json'];

export const addArea = (json: AreaBody) => ok(client.api.areas.$post({ json }));
export const changeArea = (id: number, json: Partial<AreaBody>) => ok(client.api.areas[':id'].$put({ param: { id: String(id) }, json }));
export const removeArea = (id: number) => ok(client.api.areas[':id'].$delete({ param: { id: String(id) } }));
export const addTable = (json: TableBody) => ok(client.api.tables.$post({ json }));
export const changeTable = (id: number, json: TableChange) => ok(client.api.tables[':id'].$put({ param: { id: String(id) }, json }));
export const removeTable = (id: number) => ok(client.api.tables[':id'].$delete({ param: { id: String(id) } }));
export const joinTables = (tableIds: number[]) => ok(client.api['table-groups'].$post({ json: { tableIds } }));
export const separateTables = (id: number) => ok(client.api['table-groups'][':id'].$delete({ param: { id: String(id) } }));
