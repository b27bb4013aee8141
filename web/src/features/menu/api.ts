import { useQuery } from '@tanstack/react-query';
import { menuKeys } from '../../lib/query-keys';
import type { FeaturedDish, MenuItem, MenuSection, MenuSettings } from './types';

export const useMenuSettings = () => useQuery<MenuSettings>({ queryKey: menuKeys.settings });
// docs/product.md#7-the-api: the featured dishes are refetched when the window regains focus. They are
// never stale, so only 'always' refetches them then.
export const useFeaturedDishes = () => useQuery<FeaturedDish[]>({ queryKey: menuKeys.featuredDishes, refetchOnWindowFocus: 'always' });
export const useMenuSections = (enabled = true) => useQuery<MenuSection[]>({ queryKey: menuKeys.sections, enabled });
export const useMenuItems = (enabled = true) => useQuery<MenuItem[]>({ queryKey: menuKeys.items, enabled });
