import { describe, expect, it } from 'vitest';
import { siteInput, sitePhotosInput } from '#domain/site/schemas';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { PHOTO_SLOTS, SLOT_NAMES, type SitePhoto } from '#domain/site/photos';
import { textsWithDefaults } from '#domain/site/text-groups';
import {
  changedTexts,
  dayHoursOf,
  defaultDraft,
  draftWeekOf,
  factsBody,
  factsDraftOf,
  factsFieldOf,
  hoursIssueSaid,
  ownPhotoCount,
  photoFieldOf,
  positionEnglish,
  slotBody,
  slotDrafts,
  textKeyOf,
  thumbnailOf,
  typedNumber,
  uploadedPhoto,
  withService,
} from './site-drafts';
import { DEFAULT_SLOT_PHOTOS as SLOT_DEFAULTS } from '../../../lib/slot-photos';

describe('the facts form', () => {
  it('sends the facts it shows unchanged, and the schema takes them', () => {
    const body = factsBody(factsDraftOf(DEFAULT_FACTS));
    const parsed = siteInput.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ address: DEFAULT_FACTS.address, geo: DEFAULT_FACTS.geo, phone: DEFAULT_FACTS.phone });
  });

  it('sends the aperitivo line’s English with it, empty for none', () => {
    const draft = factsDraftOf(DEFAULT_FACTS);
    expect(draft.aperitivoEn).toBe('');
    expect(factsBody({ ...draft, aperitivoEn: 'Aperitivo from 6 pm' })).toMatchObject({
      aperitivo: DEFAULT_FACTS.aperitivo,
      aperitivoEn: 'Aperitivo from 6 pm',
    });
    expect(siteInput.safeParse(factsBody(draft)).success).toBe(true);
  });

  it("sends the seats as a number, and refuses none or a fraction at the seats' field", () => {
    const draft = factsDraftOf(DEFAULT_FACTS);
    expect(draft.seats).toBe('40');
    expect(siteInput.parse(factsBody({ ...draft, seats: ' 28 ' })).seats).toBe(28);
    for (const seats of ['', '0', '12,5', '501']) {
      const refused = siteInput.safeParse(factsBody({ ...draft, seats }));
      expect(refused.success, seats).toBe(false);
      expect(factsFieldOf(refused.error!.issues[0]!.path)).toBe('seats');
    }
  });

  it('reads numbers written with a comma, and a blank one as missing', () => {
    expect(typedNumber(' 45,574 ')).toBe(45.574);
    expect(typedNumber('')).toBeUndefined();
    expect(Number.isNaN(typedNumber('abc'))).toBe(true);
    const blank = siteInput.safeParse(factsBody({ ...factsDraftOf(DEFAULT_FACTS), lat: '' }));
    expect(blank.success).toBe(false);
    expect(factsFieldOf(blank.error!.issues[0]!.path)).toBe('lat');
  });

  it('points each refusal at its field, from the schema or the Worker', () => {
    const parsed = siteInput.safeParse(factsBody({ ...factsDraftOf(DEFAULT_FACTS), postalCode: '2002', instagram: 'instagram.com/x' }));
    expect(parsed.error!.issues.map((i) => factsFieldOf(i.path)).sort()).toEqual(['instagram', 'postalCode']);
    expect(factsFieldOf('address.province')).toBe('province');
    expect(factsFieldOf('geo.lng')).toBe('lng');
    expect(factsFieldOf('hours.1')).toBeNull();
  });
});

describe('the hours form', () => {
  it('adds dinner to lunch, lunch before dinner, and dinner to a closed day', () => {
    expect(withService([])).toEqual([{ opens: '19:00', closes: '22:00' }]);
    expect(withService([{ opens: '12:00', closes: '15:00' }])).toEqual([
      { opens: '12:00', closes: '15:00' },
      { opens: '19:00', closes: '22:00' },
    ]);
    expect(withService([{ opens: '18:30', closes: '23:00' }])[0]).toEqual({ opens: '12:30', closes: '14:00' });
    const two = withService(withService([]));
    expect(withService(two)).toBe(two);
  });

  it('sends the services in the day’s order, and the defaults pass the schema', () => {
    expect(
      dayHoursOf([
        { opens: '19:00', closes: '22:00' },
        { opens: '12:30', closes: '14:00' },
      ]),
    ).toEqual([
      ['12:30', '14:00'],
      ['19:00', '22:00'],
    ]);
    expect(siteInput.safeParse({ hours: draftWeekOf(DEFAULT_FACTS.hours).map(dayHoursOf) }).success).toBe(true);
  });

  it('names the day and the service of a refusal', () => {
    const week = draftWeekOf(DEFAULT_FACTS.hours);
    week[3] = [
      { opens: '12:30', closes: '14:00' },
      { opens: '23:00', closes: '22:00' },
    ];
    const issue = siteInput.safeParse({ hours: week.map(dayHoursOf) }).error!.issues[0]!;
    expect(hoursIssueSaid(issue.path, issue.message, true)).toBe(
      'Giovedì, secondo servizio: La chiusura deve venire dopo l’apertura (stesso giorno)',
    );
    expect(hoursIssueSaid('hours.0', 'Il secondo servizio deve cominciare dopo la fine del primo', true)).toBe(
      'Lunedì: Il secondo servizio deve cominciare dopo la fine del primo',
    );
    expect(hoursIssueSaid(['hours', 0, 1], 'Orario non valido', false)).toBe('Primo servizio: Orario non valido');
    expect(hoursIssueSaid('date', 'La data è già passata', false)).toBe('La data è già passata');
  });
});

describe('the texts form', () => {
  it('sends only the texts that differ from the site’s', () => {
    const shown = textsWithDefaults({ chefName: 'Marco' });
    expect(changedTexts(shown, shown)).toEqual({});
    expect(changedTexts({ ...shown, chefName: 'Marco Rossi', tileMenu: shown.tileMenu }, shown)).toEqual({ chefName: 'Marco Rossi' });
    expect(textKeyOf('texts.chefStory')).toBe('chefStory');
    expect(textKeyOf(['texts', 'tileMenu'])).toBe('tileMenu');
    expect(textKeyOf('name')).toBeNull();
  });
});

describe('the photo slots', () => {
  it('have a default picture for each position', () => {
    for (const slot of SLOT_NAMES) {
      expect(SLOT_DEFAULTS[slot], slot).toHaveLength(PHOTO_SLOTS[slot].count);
      for (const d of SLOT_DEFAULTS[slot]) expect(d.alt, slot).not.toBe('');
    }
  });

  it('show the defaults of a slot never saved, and send them back as none', () => {
    const drafts = slotDrafts('kitchen', undefined, SLOT_DEFAULTS.kitchen);
    expect(drafts).toHaveLength(9);
    expect(drafts[0]).toEqual(defaultDraft(SLOT_DEFAULTS.kitchen[0]));
    expect(thumbnailOf(drafts[0]!, SLOT_DEFAULTS.kitchen[0])).toBe(SLOT_DEFAULTS.kitchen[0]!.src);
    const body = slotBody('kitchen', drafts, SLOT_DEFAULTS.kitchen);
    expect(sitePhotosInput.safeParse(body).success).toBe(true);
    expect(body.photos[0]).toEqual({
      imageUrl: null,
      variants: [],
      alt: SLOT_DEFAULTS.kitchen[0]!.alt,
      caption: null,
      title: null,
      description: null,
    });
  });

  it('send the texts the owner changed, only those the slot shows', () => {
    const drafts = slotDrafts('kitchen', undefined, SLOT_DEFAULTS.kitchen);
    drafts[1] = { ...drafts[1]!, title: 'Risotto della casa', caption: 'non mostrata' };
    const photo = slotBody('kitchen', drafts, SLOT_DEFAULTS.kitchen).photos[1]!;
    expect(photo).toMatchObject({ title: 'Risotto della casa', caption: null, description: null });
  });

  it('read a saved slot, a text not written being the default’s', () => {
    const saved: SitePhoto[] = SLOT_DEFAULTS.slideshow.map(() => ({
      imageUrl: null,
      variants: [],
      alt: 'x',
      caption: null,
      title: null,
      description: null,
    }));
    saved[1] = {
      imageUrl: '/media/images/b.webp',
      variants: [
        { url: '/media/images/a.webp', width: 800 },
        { url: '/media/images/b.webp', width: 1600 },
      ],
      alt: 'La nostra sala',
      caption: null,
      title: null,
      description: null,
    };
    const drafts = slotDrafts('slideshow', saved, SLOT_DEFAULTS.slideshow);
    expect(drafts[1]).toMatchObject({ imageUrl: '/media/images/b.webp', alt: 'La nostra sala', pending: null });
    expect(thumbnailOf(drafts[1]!, SLOT_DEFAULTS.slideshow[1])).toBe('/media/images/a.webp');
    expect(ownPhotoCount({ slideshow: saved })).toEqual({ own: 1, total: 35 });
    expect(ownPhotoCount(undefined).own).toBe(0);
  });

  it('save an uploaded photo as its largest file with every width, and a new photo in its place', () => {
    const files = uploadedPhoto([
      { url: '/media/images/big.webp', width: 1600 },
      { url: '/media/images/small.webp', width: 800 },
    ]);
    expect(files).toEqual({
      imageUrl: '/media/images/big.webp',
      variants: [
        { url: '/media/images/small.webp', width: 800 },
        { url: '/media/images/big.webp', width: 1600 },
      ],
    });
    const drafts = slotDrafts('slideshow', undefined, SLOT_DEFAULTS.slideshow);
    drafts[1] = { ...drafts[1]!, pending: { preview: 'blob:x', files: [] }, alt: '' };
    const body = slotBody('slideshow', drafts, SLOT_DEFAULTS.slideshow, (i) => (i === 1 ? files : null));
    expect(body.photos[1]).toMatchObject({ imageUrl: '/media/images/big.webp', alt: '' });
    // The alt text is required, and its refusal points at it.
    const issue = sitePhotosInput.safeParse(body).error!.issues[0]!;
    expect(photoFieldOf(issue.path)).toEqual({ index: 1, field: 'alt' });
    expect(issue.message).toContain('descrive la foto');
  });

  it('read and send the English of the texts the slot shows, an empty one left out', () => {
    const saved: SitePhoto[] = SLOT_DEFAULTS.kitchen.map((d) => ({
      imageUrl: null,
      variants: [],
      alt: d.alt,
      caption: null,
      title: null,
      description: null,
    }));
    saved[1] = { ...saved[1]!, title: 'Risotto della casa', titleEn: 'Our risotto', altEn: null };
    const drafts = slotDrafts('kitchen', saved, SLOT_DEFAULTS.kitchen);
    expect(drafts[1]).toMatchObject({ title: 'Risotto della casa', titleEn: 'Our risotto', altEn: '' });
    drafts[2] = { ...drafts[2]!, altEn: 'The kitchen at work', captionEn: 'not shown here' };
    const body = slotBody('kitchen', drafts, SLOT_DEFAULTS.kitchen);
    expect(sitePhotosInput.safeParse(body).success).toBe(true);
    expect(body.photos[1]).toMatchObject({ titleEn: 'Our risotto' });
    expect(body.photos[1]).not.toHaveProperty('altEn');
    expect(body.photos[2]).toMatchObject({ altEn: 'The kitchen at work' });
    expect(body.photos[2]).not.toHaveProperty('captionEn');
  });

  it('say which positions lack English: a text the owner wrote, not a default left as it is', () => {
    const drafts = slotDrafts('kitchen', undefined, SLOT_DEFAULTS.kitchen);
    const d = SLOT_DEFAULTS.kitchen[1];
    expect(positionEnglish('kitchen', drafts[1]!, d)).toBe('none');
    expect(positionEnglish('kitchen', { ...drafts[1]!, title: 'Risotto della casa' }, d)).toBe('missing');
    expect(positionEnglish('kitchen', { ...drafts[1]!, title: 'Risotto della casa', titleEn: 'Our risotto' }, d)).toBe('done');
    // A new photo's alt text is the owner's own.
    expect(positionEnglish('kitchen', { ...drafts[1]!, imageUrl: '/media/images/a.webp', alt: 'Il pass della cucina' }, d)).toBe('missing');
  });
});
