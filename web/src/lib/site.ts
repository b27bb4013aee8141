// The site's own content as the pages show it (docs/product.md#14-the-site-s-own-content): the
// restaurant's facts, hours, special days and page texts the owner saved (`GET /api/site`), and the
// owner's photos of the pages' slots (`GET /api/site/photos`). Every route reads both with its
// page (app/route-table.ts), so a drawn page carries them; until they are there (a page drawn in the
// browser, a failed read) the defaults stand in, and nothing is ever blank. The words the site adds
// to the facts (the hours' days, 'Chiuso', the tagline) are in the page's language
// (docs/decisions/024-languages.md); the owner's own words are as saved, in English where the owner
// wrote it, and an English page marks the owner's Italian it shows `lang="it"` (locale.ts textLang).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { factsWithDefaults, type SiteAnswer, type SiteView, siteView, type SpecialDay } from '#domain/site/facts';
import { italianTextsOf, type TextField, textsOf } from '#domain/site/texts';
import { type Locale, pageLocale, textLang } from './locale';
import { siteKeys } from './query-keys';

export type { SlotPhoto } from './slot-photos';

export interface Site {
  view: SiteView;
  /** Today's and the coming special days, in date order (as the Worker's today says). */
  specialDays: readonly SpecialDay[];
}

/** The site as its answer says it, over the defaults, in `locale` (the page's unless told). */
export const siteOf = (answer: SiteAnswer | undefined, locale: Locale = pageLocale()): Site => ({
  view: siteView(factsWithDefaults(answer), locale),
  specialDays: answer?.specialDays ?? [],
});

/** The defaults as a site, one per language, made on first use. */
const DEFAULT_SITES = new Map<Locale, Site>();
const defaultSite = (locale: Locale) => {
  let site = DEFAULT_SITES.get(locale);
  if (!site) DEFAULT_SITES.set(locale, (site = siteOf(undefined, locale)));
  return site;
};

/** The saved facts, texts and special days, or the defaults while they are not there, in the page's language. */
export function useSite(): Site {
  const { data } = useQuery<SiteAnswer>({ queryKey: siteKeys.site });
  const locale = pageLocale();
  return useMemo(() => (data ? siteOf(data, locale) : defaultSite(locale)), [data, locale]);
}

/** A page's texts as `useTexts` gives them, and the `lang` of each. */
export interface PageTexts<F> {
  texts: Record<keyof F, string>;
  /** 'it' where an English page shows the owner's Italian (no English written): `<p lang={lang('chefQuote')}>`. */
  lang: (key: keyof F & string) => 'it' | undefined;
}

/**
 * A page's texts (one of domain/site/texts.ts's constants): the owner's where saved, the defaults
 * elsewhere, each with its `lang`. Each page names its own, so its chunk carries only its texts.
 */
export function useTexts<F extends Record<string, TextField>>(fields: F): PageTexts<F> {
  const { data } = useQuery<SiteAnswer>({ queryKey: siteKeys.site });
  const locale = pageLocale();
  return useMemo(() => {
    const italian = italianTextsOf(fields, data?.texts, data?.textsLang);
    return { texts: textsOf(fields, data?.texts, locale), lang: (key) => textLang(italian, key) };
  }, [fields, data, locale]);
}
