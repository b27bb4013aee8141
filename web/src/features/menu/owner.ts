// The owner's calls on the menu (how it is shown, its PDF, its dishes, sections and items), through
// the typed client (loaded with the admin only).
import type { DisplayType } from '#domain/constants';
import { type Api, client, ok } from '../../lib/client';

const param = (id: number) => ({ id: String(id) });

export const setDisplayType = (displayType: DisplayType) => ok(client.api['menu-settings'].$put({ json: { displayType } }));
export const deleteMenuPdf = () => ok(client.api['menu-pdf'].$delete());

type Body<R extends 'featured-dishes' | 'menu-sections' | 'menu-items'> = Parameters<Api[R]['$post']>[0]['json'];

export const dishCalls = {
  save: (id: number | undefined, json: Body<'featured-dishes'>) =>
    id === undefined
      ? ok(client.api['featured-dishes'].$post({ json }))
      : ok(client.api['featured-dishes'][':id'].$put({ param: param(id), json })),
  remove: (id: number) => ok(client.api['featured-dishes'][':id'].$delete({ param: param(id) })),
};
export const sectionCalls = {
  save: (id: number | undefined, json: Body<'menu-sections'>) =>
    id === undefined
      ? ok(client.api['menu-sections'].$post({ json }))
      : ok(client.api['menu-sections'][':id'].$put({ param: param(id), json })),
  remove: (id: number) => ok(client.api['menu-sections'][':id'].$delete({ param: param(id) })),
};
export const itemCalls = {
  save: (id: number | undefined, json: Body<'menu-items'>) =>
    id === undefined ? ok(client.api['menu-items'].$post({ json })) : ok(client.api['menu-items'][':id'].$put({ param: param(id), json })),
  remove: (id: number) => ok(client.api['menu-items'][':id'].$delete({ param: param(id) })),
};
