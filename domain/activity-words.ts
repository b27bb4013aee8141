// What each admin write is called in the record of who changed what (docs/decisions/025-people-and-roles.md):
// 'ha modificato una voce del menu: Mondeghili'. Keyed by the route as the Worker declares it, so a
// new write route without words is caught by worker/test/people-words.test.ts, and said plainly
// meanwhile. The two reads that hand over guests' data are recorded too. Where the Worker noted what
// changed (`detail`: worker/people/activity-said.ts), that is what is said: 'ha cambiato il
// telefono', 'ha cambiato gli orari di giovedì', 'ha sostituito la foto 2 di «Home: la
// presentazione»', 'ha confermato la prenotazione di sabato 6 dicembre alle 20:00'. Never a record's
// number: it means nothing to the owner.
import { WEEKDAY_NAMES, longDate } from './bookings/rules.ts';
import { SITE_FIELD_LABELS } from './site/schemas.ts';
import { PHOTO_SLOTS, isSlotName } from './site/photos.ts';
import { TEXT_FIELDS } from './site/text-groups.ts';

const SAID: Record<string, string> = {
  'PUT /api/menu-settings': 'ha cambiato le impostazioni del menu',
  'POST /api/featured-dishes': 'ha aggiunto un piatto speciale',
  'PUT /api/featured-dishes/:id': 'ha modificato un piatto speciale',
  'DELETE /api/featured-dishes/:id': 'ha eliminato un piatto speciale',
  'POST /api/menu-sections': 'ha aggiunto una sezione del menu',
  'PUT /api/menu-sections/:id': 'ha modificato una sezione del menu',
  'DELETE /api/menu-sections/:id': 'ha eliminato una sezione del menu',
  'POST /api/menu-items': 'ha aggiunto una voce del menu',
  'PUT /api/menu-items/:id': 'ha modificato una voce del menu',
  'DELETE /api/menu-items/:id': 'ha eliminato una voce del menu',
  'POST /api/events': 'ha aggiunto un evento',
  'PUT /api/events/:id': 'ha modificato un evento',
  'DELETE /api/events/:id': 'ha eliminato un evento',
  'POST /api/events/:id/images': 'ha aggiunto una foto a un evento',
  'PUT /api/events/:id/images/reorder': 'ha riordinato le foto di un evento',
  'PUT /api/events/:id/images/:imageId/cover': 'ha scelto la copertina di un evento',
  'DELETE /api/event-images/:imageId': 'ha tolto una foto da un evento',
  'POST /api/galleries': 'ha aggiunto una galleria',
  'PUT /api/galleries/:id': 'ha modificato una galleria',
  'DELETE /api/galleries/:id': 'ha eliminato una galleria',
  'POST /api/galleries/:id/images': 'ha aggiunto una foto a una galleria',
  'PUT /api/galleries/:id/images/reorder': 'ha riordinato le foto di una galleria',
  'PUT /api/galleries/:id/images/:imageId/cover': 'ha scelto la copertina di una galleria',
  'DELETE /api/gallery-images/:imageId': 'ha tolto una foto da una galleria',
  'POST /api/upload-image': 'ha caricato una foto',
  'POST /api/upload-pdf-menu': 'ha caricato il menu in PDF',
  'DELETE /api/menu-pdf': 'ha tolto il menu in PDF',
  'POST /api/reservations': 'ha scritto una prenotazione',
  // The owner's own booking call says what the shared one says with a session.
  'POST /api/bookings': 'ha scritto una prenotazione',
  'PUT /api/reservations/:id/status': 'ha cambiato lo stato di una prenotazione',
  'DELETE /api/reservations/:id': 'ha eliminato una prenotazione',
  'POST /api/closures': 'ha aggiunto una chiusura',
  'DELETE /api/closures/:id': 'ha eliminato una chiusura',
  'PUT /api/booking-settings': 'ha cambiato orari e coperti delle prenotazioni',
  'POST /api/booking-ceiling/reset': 'ha riaperto il modulo delle prenotazioni',
  'PUT /api/reservations/:id/tables': 'ha spostato una prenotazione di tavolo',
  'PUT /api/reservations/:id/arrival': "ha segnato l'arrivo di una prenotazione",
  'PUT /api/reservations/:id/thank-you': 'ha scelto se ringraziare il cliente di una prenotazione',
  'POST /api/mail/stop/:code': 'ha chiesto di non ricevere più il grazie dopo le visite',
  'POST /api/walk-ins': 'ha fatto sedere un cliente senza prenotazione',
  'POST /api/areas': 'ha aggiunto una zona della sala',
  'PUT /api/areas/:id': 'ha cambiato una zona della sala',
  'DELETE /api/areas/:id': 'ha eliminato una zona della sala',
  'POST /api/tables': 'ha aggiunto un tavolo',
  'PUT /api/tables/:id': 'ha cambiato un tavolo',
  'DELETE /api/tables/:id': 'ha eliminato un tavolo',
  'POST /api/table-groups': 'ha unito dei tavoli',
  'DELETE /api/table-groups/:id': 'ha separato dei tavoli',
  'POST /api/area-closures': 'ha chiuso una zona della sala',
  'DELETE /api/area-closures/:id': 'ha riaperto una zona della sala',
  'PUT /api/site': 'ha cambiato i dati del sito',
  'PUT /api/site/photos/:slot': 'ha cambiato una foto del sito',
  'DELETE /api/site/photos/:slot': 'ha rimesso una foto del sito',
  'POST /api/special-days': 'ha aggiunto un giorno speciale',
  'DELETE /api/special-days/:id': 'ha eliminato un giorno speciale',
  'POST /api/users': 'ha aggiunto una persona',
  'PUT /api/users/:id': 'ha cambiato una persona',
  'DELETE /api/users/:id': 'ha rimosso una persona',
  'DELETE /api/guests': 'ha cancellato i dati di un cliente',
  'GET /api/guests': 'ha cercato i dati di un cliente',
  'GET /api/backup': 'ha scaricato una copia del sito',
  'POST /api/mail-status/test': 'ha mandato un’e-mail di prova',
  'POST /api/bookings/cancel': 'ha annullato una prenotazione dal link del cliente',
  'POST /api/bookings/forget-allergies': 'ha tolto il consenso alle allergie dal link del cliente',
  'POST /api/bookings/change': 'ha cambiato una prenotazione dal link del cliente',
  'POST /api/contacts': 'ha scritto una richiesta per un gruppo',
  'PUT /api/contacts/:id': 'ha segnato come va una richiesta per un gruppo',
  'POST /api/contacts/:id/reply': 'ha risposto a una richiesta per un gruppo',
  'POST /api/contacts/:id/book': 'ha prenotato per una richiesta per un gruppo',
  'POST /api/waitlist': 'ha messo un cliente in lista d’attesa',
  'POST /api/waitlist/claim': 'ha prenotato un posto offerto dalla lista d’attesa',
  'POST /api/waitlist/leave': 'ha tolto un cliente dalla lista d’attesa dal suo link',
  'POST /api/waitlist/:id/book': 'ha prenotato dalla lista d’attesa',
  'DELETE /api/waitlist/:id': 'ha tolto un cliente dalla lista d’attesa',
  'PUT /api/profiles/:id': 'ha cambiato un ospite',
  'POST /api/profiles/:id/merge': 'ha unito due ospiti',
  'POST /api/profiles/:id/split': 'ha separato le prenotazioni di un ospite',
  'DELETE /api/profiles/:id': 'ha eliminato un ospite',
  'POST /api/bookings/verify': 'ha confermato una richiesta dal link del cliente',
};

/** The routes that have their words (the test compares them with the app's write routes). */
export const SAID_ROUTES = Object.keys(SAID);

/**
 * What a change changed, as the Worker notes it with the record (never a guest's data): the site's
 * facts by key, the weekdays of the hours (0 Monday), the texts by key (`…En` for their English);
 * a slot's photos replaced, those whose words changed and those whose phone's slice moved, by
 * position from 1; a booking's day,
 * time and new status.
 */
export interface ActivityDetail {
  facts?: string[];
  days?: number[];
  texts?: string[];
  replaced?: number[];
  words?: number[];
  moved?: number[];
  date?: string;
  time?: string;
  status?: string;
}

/** The site's facts as a sentence names them ('ha cambiato il telefono'). */
const FACT_WORDS: Record<string, string> = {
  name: 'il nome',
  phone: 'il telefono',
  whatsapp: 'il numero di WhatsApp',
  email: "l'e-mail",
  instagram: 'il link di Instagram',
  facebook: 'il link di Facebook',
  reviewUrl: 'la pagina delle recensioni',
  address: "l'indirizzo",
  geo: 'la posizione sulla mappa',
  legalName: 'la ragione sociale',
  vatNumber: 'la partita IVA',
  aperitivo: "l'aperitivo",
  aperitivoEn: "l'aperitivo in inglese",
  seats: 'i posti a sedere',
};

/** 'a', 'a e b', 'a, b e c'. */
const listed = (parts: readonly string[]) => (parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`);

const textSaid = (key: string) => {
  const italian = key.replace(/En$/, '');
  const label = TEXT_FIELDS[italian as keyof typeof TEXT_FIELDS]?.label ?? italian;
  return `il testo ${label.includes('«') ? label : `«${label}»`}${italian === key ? '' : ' in inglese'}`;
};

/** 'ha cambiato il telefono e gli orari di giovedì e venerdì'. */
function siteSaid({ facts = [], days = [], texts = [] }: ActivityDetail): string {
  const parts = [
    ...facts.map((k) => FACT_WORDS[k] ?? `«${SITE_FIELD_LABELS[k] ?? k}»`),
    ...(days.length ? [`gli orari di ${listed(days.map((d) => WEEKDAY_NAMES[d] ?? String(d)))}`] : []),
    ...texts.map(textSaid),
  ];
  return parts.length ? `ha cambiato ${listed(parts)}` : 'ha salvato i dati del sito';
}

/** 'ha sostituito la foto 2 di «Home: la presentazione»'. */
function photosSaid(slot: string, { replaced = [], words = [], moved = [] }: ActivityDetail): string {
  const def = isSlotName(slot) ? PHOTO_SLOTS[slot] : undefined;
  const of = `«${def?.label ?? slot}»`;
  const which = (positions: number[]) =>
    def?.count === 1 ? 'la foto' : positions.length === 1 ? `la foto ${positions[0]}` : `le foto ${listed(positions.map(String))}`;
  const ofWhich = (positions: number[]) => which(positions).replace(/^la /, 'della ').replace(/^le /, 'delle ');
  const done = [
    ...(replaced.length ? [`sostituito ${which(replaced)}`] : []),
    ...(words.length ? [`cambiato le parole ${ofWhich(words)}`] : []),
    ...(moved.length ? [`cambiato cosa si vede sul telefono ${ofWhich(moved)}`] : []),
  ];
  return done.length ? `ha ${listed(done)} di ${of}` : `ha salvato le foto di ${of}`;
}

const BOOKING_DONE: Record<string, string> = {
  confermata: 'ha confermato',
  rifiutata: 'ha rifiutato',
  nuova: 'ha rimesso tra quelle da vedere',
};

/** The booking's day and time, as the book says them: 'di sabato 6 dicembre alle 20:00'. */
const bookingOf = ({ date, time }: ActivityDetail) => (date && time ? ` di ${longDate(date)} alle ${time}` : '');

/** A change as the record says it, after the person's name. */
export function activitySaid(change: {
  route: string;
  recordId?: string | null;
  title?: string | null;
  detail?: ActivityDetail | null;
}): string {
  const { route, recordId, title, detail } = change;
  if (detail) {
    if (route === 'PUT /api/site') return siteSaid(detail);
    if (route === 'PUT /api/site/photos/:slot' && recordId) return photosSaid(recordId, detail);
    if (route === 'PUT /api/reservations/:id/status' && detail.status)
      return `${BOOKING_DONE[detail.status] ?? `ha segnato «${detail.status}»`} la prenotazione${bookingOf(detail)}`;
    if (route === 'POST /api/reservations' || route === 'POST /api/bookings')
      return `ha scritto una prenotazione per ${detail.date ? longDate(detail.date) : ''} alle ${detail.time ?? ''}`;
    if (route === 'DELETE /api/reservations/:id') return `ha eliminato la prenotazione${bookingOf(detail)}`;
  }
  if (route === 'DELETE /api/site/photos/:slot' && recordId)
    return `ha rimesso le foto di partenza di «${isSlotName(recordId) ? PHOTO_SLOTS[recordId].label : recordId}»`;
  const said = SAID[route] ?? `ha usato ${route}`;
  return title ? `${said}: ${title}` : said;
}
