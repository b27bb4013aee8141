// The navigation of docs/product.md#2-pages-and-routes, in its order, with its labels' messages.
import { m } from '#i18n/messages';
import type { PagePath } from '#domain/page-routes';

export const NAV_LINKS: readonly { route: PagePath; label: () => string }[] = [
  { route: '/la-nostra-cucina', label: m.nav_kitchen },
  { route: '/menu', label: m.nav_menu },
  { route: '/chi-siamo', label: m.nav_about },
  { route: '/eventi', label: m.nav_events },
  { route: '/galleria', label: m.nav_gallery },
  { route: '/location', label: m.nav_location },
  { route: '/contatti', label: m.nav_contact },
];

/** A link is highlighted when the current path starts with its path. */
export const isActiveLink = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
