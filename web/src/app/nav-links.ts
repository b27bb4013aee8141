// The navigation of docs/product.md#2-pages-and-routes, in its order.
export const NAV_LINKS = [
  { to: '/la-nostra-cucina', label: 'La Nostra Cucina' },
  { to: '/menu', label: 'Menu' },
  { to: '/chi-siamo', label: 'Chi Siamo' },
  { to: '/eventi', label: 'Eventi' },
  { to: '/galleria', label: 'Galleria' },
  { to: '/location', label: 'La Location' },
  { to: '/contatti', label: 'Contatti' },
] as const;

/** A link is highlighted when the current path starts with its path. */
export const isActiveLink = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
