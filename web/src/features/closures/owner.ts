// The owner's calls on closures, through the typed client (loaded with the admin only).
import { client, ok } from '../../lib/client';

export type ClosureBody = Parameters<typeof client.api.closures.$post>[0]['json'];
export const addClosure = (json: ClosureBody) => ok(client.api.closures.$post({ json }));
export const deleteClosure = (id: number) => ok(client.api.closures[':id'].$delete({ param: { id: String(id) } }));
