// The owner's calls on events and their photos, through the typed client (loaded with the admin only).
import { type Api, client, ok } from '../../lib/client';
import { eventKeys } from '../../lib/query-keys';

type EventBody = Parameters<Api['events']['$post']>[0]['json'];
type NewPhoto = Parameters<Api['events'][':id']['images']['$post']>[0]['json'];
const param = (id: number) => ({ id: String(id) });

export const eventCalls = {
  keys: eventKeys,
  save: (id: number | undefined, json: EventBody) =>
    id === undefined ? ok(client.api.events.$post({ json })) : ok(client.api.events[':id'].$put({ param: param(id), json })),
  remove: (id: number) => ok(client.api.events[':id'].$delete({ param: param(id) })),
  photos: {
    add: (parentId: number, json: NewPhoto) => ok(client.api.events[':id'].images.$post({ param: param(parentId), json })),
    setCover: (parentId: number, photoId: number) =>
      ok(client.api.events[':id'].images[':imageId'].cover.$put({ param: { id: String(parentId), imageId: String(photoId) } })),
    remove: (photoId: number) => ok(client.api['event-images'][':imageId'].$delete({ param: { imageId: String(photoId) } })),
    reorder: (parentId: number, images: { id: number; position: number }[]) =>
      ok(client.api.events[':id'].images.reorder.$put({ param: param(parentId), json: { images } })),
  },
};
