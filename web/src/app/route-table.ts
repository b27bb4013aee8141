// What each page of the site's one list (domain/page-routes.ts) is in the app, as data: routes.tsx
// turns it into the router's pages, and the build (scripts/vite-route-preloads.ts) reads it to give
// each page's document what the page needs first and its title and description, so that a link
// shared in a chat or found by a search engine shows the page's own words before any script runs.
// Plain data with no React, so Node can read it too. Keyed by the list's paths: a page added there
// and not here (or here and not there) breaks tsc.
import { PAGE_PATHS, type PagePath } from '#domain/page-routes';
import type { PageMeta } from '../lib/page-head.ts';
import { closuresKey, eventKeys, galleryKeys, menuKeys, siteKeys } from '../lib/query-keys.ts';
import { DEFAULT_FACTS } from '#domain/site';

export interface RouteEntry {
  path: PagePath;
  /** The file of web/src/pages that renders it: its own chunk, loaded when visited. */
  page: string;
  /**
   * The API reads the page shows first (query keys): they start with the page's code, not after it.
   * Every page reads the site's own content too (its facts, texts and photos: SITE_DATA).
   */
  data: (params: { slug?: string }) => readonly (readonly unknown[])[];
  /** Its title, description and keywords (the router sets them); an event's page sets the event's own. */
  meta: PageMeta;
}

/** What every page shows of the site's own content: the header, the footer and the page's texts and photos. */
export const SITE_DATA = [siteKeys.site, siteKeys.photos] as const;

// The descriptions name the defaults: the Worker writes the saved name into the titles.
const pages: Record<PagePath, Omit<RouteEntry, 'path' | 'data'> & { data?: RouteEntry['data'] }> = {
  '/': {
    page: 'home',
    meta: {
      title: 'Home',
      description:
        'Bistrot a Garbagnate Milanese: cucina milanese con innovazione gourmet, pasta fresca fatta a mano, aperitivo, eventi e una sala accogliente a 10 minuti da Milano.',
    },
  },
  '/menu': {
    page: 'menu',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
    meta: {
      title: 'Menu',
      description: 'Il menu del bistrot: proposte di mare e di montagna, piatti dello chef, pasta fresca e dolci della casa.',
      keywords: 'menu, ristorante, Garbagnate Milanese, pesce, carne, pasta fresca, risotto',
    },
  },
  '/menu/allergeni': {
    page: 'allergeni',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
    meta: {
      title: 'Registro degli allergeni',
      description:
        'Gli allergeni di ogni piatto del menu (Reg. UE 1169/2011) in una tabella da consultare o stampare: glutine, latte, uova, frutta a guscio e gli altri dieci.',
      keywords: 'allergeni, intolleranze, senza glutine, celiachia, menu, Garbagnate Milanese',
    },
  },
  '/la-nostra-cucina': {
    page: 'cucina',
    meta: {
      title: 'La Nostra Cucina',
      description:
        'La cucina del bistrot: pasta fresca fatta a mano, tradizione milanese e innovazione gourmet, con ingredienti del territorio.',
      keywords: 'cucina milanese, pasta fresca, risotto, cotoletta, gourmet, Garbagnate Milanese',
    },
  },
  '/chi-siamo': {
    page: 'chi-siamo',
    meta: {
      title: 'Chi Siamo',
      description: 'La storia del bistrot di Garbagnate Milanese e del suo chef, sommelier e maestro della pasta fresca.',
      keywords: 'chi siamo, chef, sommelier, pasta fresca, bistrot, Garbagnate Milanese',
    },
  },
  '/location': {
    page: 'location',
    meta: {
      title: 'Il Ristorante',
      description:
        "Il ristorante a Garbagnate Milanese: sala elegante e familiare con camino, bar per l'aperitivo, terrazza esterna e sala privata per eventi. Parcheggio e accesso facile.",
      keywords: 'ristorante, Garbagnate, sala eventi, terrazza, parcheggio privato, ristorante accessibile, Milano',
    },
  },
  '/contatti': {
    page: 'contatti',
    // The closures beside the hours (the footer's and the banner's wait for the fade-in).
    data: () => [closuresKey],
    meta: {
      title: 'Contatti',
      description:
        'Prenota un tavolo al bistrot di Garbagnate Milanese: modulo di prenotazione, telefono, WhatsApp, email, orari e come raggiungerci.',
      keywords: 'prenotazione, prenota un tavolo, contatti, ristorante, Garbagnate Milanese, orari',
    },
  },
  '/eventi': {
    page: 'eventi',
    data: () => [eventKeys.list],
    meta: {
      title: 'Eventi',
      description: 'Serate jazz, degustazioni di vini e cene a tema al bistrot di Garbagnate Milanese: scopri i prossimi eventi.',
      keywords: 'eventi, serate, degustazioni, cene a tema, Garbagnate Milanese, ristorante',
    },
  },
  '/eventi/:slug': {
    page: 'evento',
    data: ({ slug = '' }) => [eventKeys.bySlug(slug)],
    meta: { title: 'Evento', description: 'Un evento del bistrot di Garbagnate Milanese.' },
  },
  '/galleria': {
    page: 'galleria',
    data: () => [galleryKeys.list],
    meta: {
      title: 'Galleria',
      description: 'La galleria fotografica del bistrot: la sala, il camino, la terrazza e i nostri piatti.',
      keywords: 'galleria, foto, ristorante, Garbagnate Milanese, sala, piatti',
    },
  },
  '/privacy-policy': {
    page: 'privacy',
    meta: {
      title: 'Privacy Policy',
      description: `Informativa sul trattamento dei dati personali di ${DEFAULT_FACTS.legalName} ai sensi del Regolamento (UE) 2016/679.`,
    },
  },
  '/termini-servizio': {
    page: 'termini',
    meta: {
      title: 'Termini di Servizio',
      description: `Le condizioni d'uso del sito e delle prenotazioni online di ${DEFAULT_FACTS.name}.`,
    },
  },
  '/prenotazione/:token': {
    page: 'prenotazione',
    meta: { title: 'La tua prenotazione', description: 'La tua prenotazione al bistrot: i dettagli e, se serve, come annullarla.' },
  },
  '/admin': { page: 'admin', meta: { title: 'Area riservata', description: 'Area riservata al titolare del ristorante.' } },
};

export const routeTable: RouteEntry[] = PAGE_PATHS.map((path) => {
  const { data: own, ...entry } = pages[path];
  return { path, ...entry, data: (params) => [...(own?.(params) ?? []), ...SITE_DATA] };
});

/** The texts of the page at `path`, as the table writes it ('/eventi/:slug'). */
export const routeMeta = (path: PagePath): PageMeta => pages[path].meta;
