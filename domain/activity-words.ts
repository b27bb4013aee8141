// What each admin write is called in the record of who changed what (docs/decisions/025-people-and-roles.md):
// 'ha modificato una voce del menu'. Keyed by the route as the Worker declares it, so a new write
// route without words is caught by worker/test/people-words.test.ts, and said plainly meanwhile.
// The two reads that hand over guests' data are recorded too.
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
  'PUT /api/reservations/:id/status': 'ha cambiato lo stato di una prenotazione',
  'DELETE /api/reservations/:id': 'ha eliminato una prenotazione',
  'POST /api/closures': 'ha aggiunto una chiusura',
  'DELETE /api/closures/:id': 'ha eliminato una chiusura',
  'PUT /api/booking-settings': 'ha cambiato orari e coperti delle prenotazioni',
  'POST /api/booking-ceiling/reset': 'ha riaperto il modulo delle prenotazioni',
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
  'POST /api/bookings/cancel': 'ha annullato una prenotazione dal link del cliente',
  'POST /api/bookings/verify': 'ha confermato una richiesta dal link del cliente',
};

/** The routes that have their words (the test compares them with the app's write routes). */
export const SAID_ROUTES = Object.keys(SAID);

/** 'ha modificato una voce del menu', or the route itself for a write not yet named. */
export const activitySaid = (route: string) => SAID[route] ?? `ha usato ${route}`;
