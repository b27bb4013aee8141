// The shapes the Worker answers, read from its routes (lib/client.ts): a renamed column or field
// breaks tsc here and wherever it is used.
import type { Answer, Api } from '../../lib/client';

export type FeaturedDish = Answer<Api['featured-dishes']['$get']>[number];
export type MenuSection = Answer<Api['menu-sections']['$get']>[number];
export type MenuItem = Answer<Api['menu-items']['$get']>[number];
export type MenuSettings = Answer<Api['menu-settings']['$get']>;
