// The owner's calls on galleries and their photos, through the typed client (loaded with the admin only).
import { type Api, client, ok } from '../../lib/client';
import { galleryKeys } from '../../lib/query-keys';

type GalleryBody = Parameters<Api['galleries']['$post']>[0]['json'];
type NewPhoto = Parameters<Api['galleries'][':id']['images']['$post']>[0]['json'];
const param = (id: number) => ({ id: String(id) });

export const galleryCalls = {
  keys: galleryKeys,
  save: (id: number | undefined, json: GalleryBody) =>
    id === undefined ? ok(client.api.galleries.$post({ json })) : ok(client.api.galleries[':id'].$put({ param: param(id), json })),
  remove: (id: number) => ok(client.api.galleries[':id'].$delete({ param: param(id) })),
  photos: {
    add: (parentId: number, json: NewPhoto) => ok(client.api.galleries[':id'].images.$post({ param: param(parentId), json })),
    setCover: (parentId: number, photoId: number) =>
      ok(client.api.galleries[':id'].images[':imageId'].cover.$put({ param: { id: String(parentId), imageId: String(photoId) } })),
    remove: (photoId: number) => ok(client.api['gallery-images'][':imageId'].$delete({ param: { imageId: String(photoId) } })),
    reorder: (parentId: number, images: { id: number; position: number }[]) =>
      ok(client.api.galleries[':id'].images.reorder.$put({ param: param(parentId), json: { images } })),
  },
};
