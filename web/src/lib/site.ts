// The site's own content as the pages show it (docs/product.md#14-the-site-s-own-content): the
// restaurant's facts, hours, special days and page texts the owner saved (`GET /api/site`), and the
// owner's photos of the pages' slots (`GET /api/site/photos`). Every route reads both with its
// page (app/route-table.ts), so a drawn page carries them; until they are there (a page drawn in the
// browser, a failed read) the defaults stand in, and nothing is ever blank.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dayHoursSaid, longDate } from '#domain/reservation-rules';
import { factsWithDefaults, type SiteAnswer, type SiteView, siteView, type SpecialDay } from '#domain/site';
import type { SitePhotos, SlotName } from '#domain/site-photos';
import { type TextField, textsOf } from '#domain/site-texts';
import { siteKeys } from './query-keys';
import { type SlotPhoto, slotPhotos } from './slot-photos';

export type { SlotPhoto } from './slot-photos';

export interface Site {
  view: SiteView;
  /** Today's and the coming special days, in date order (as the Worker's today says). */
  specialDays: readonly SpecialDay[];
}

/** The site as its answer says it, over the defaults. */
export const siteOf = (answer: SiteAnswer | undefined): Site => ({
  view: siteView(factsWithDefaults(answer)),
  specialDays: answer?.specialDays ?? [],
});

const DEFAULT_SITE = siteOf(undefined);

/** The saved facts, texts and special days, or the defaults while they are not there. */
export function useSite(): Site {
  const { data } = useQuery<SiteAnswer>({ queryKey: siteKeys.site });
  return useMemo(() => (data ? siteOf(data) : DEFAULT_SITE), [data]);
}

/**
 * A page's texts (one of domain/site-texts.ts's constants): the owner's where saved, the defaults
 * elsewhere. Each page names its own, so its chunk carries only its texts.
 */
export function useTexts<F extends Record<string, TextField>>(fields: F): Record<keyof F, string> {
  const { data } = useQuery<SiteAnswer>({ queryKey: siteKeys.site });
  return useMemo(() => textsOf(fields, data?.texts), [fields, data]);
}

/** A slot's photos, in order: the owner's where saved, the drawn illustrations elsewhere. */
export function useSlotPhotos(slot: SlotName): readonly SlotPhoto[] {
  const { data } = useQuery<SitePhotos>({ queryKey: siteKeys.photos });
  return useMemo(() => slotPhotos(slot, data), [slot, data]);
}

/** A special day as the hours say it: 'Mercoledì 24 dicembre', '12:30 – 14:00' (or 'Chiuso'), and its message. */
export const specialDaySaid = (day: SpecialDay) => {
  const date = longDate(day.date);
  return { id: day.id, day: date.charAt(0).toUpperCase() + date.slice(1), time: dayHoursSaid(day.hours), message: day.message };
};
