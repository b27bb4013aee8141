// The words of a booking's and an e-mail's state as the owner reads them: the day's book, the
// e-mails to guests, and a guest's data (guests-panel) say them alike, so they live here, shared.
import type { StoredStatus } from '#domain/constants';
import type { Answer, Api } from '../lib/client';

type OutboxStatus = Answer<Api['notifications']['$get']>[number]['status'];

/** Every state a booking can be in, as the owner's book names it (docs/decisions/022-bookings-under-attack.md). */
export const STATUS_LABEL: Record<StoredStatus, string> = {
  nuova: 'Nuova',
  confermata: 'Confermata',
  rifiutata: 'Rifiutata',
  annullata: 'Annullata',
  'non-verificata': 'Non confermata dal cliente',
  sospetta: 'Sospetta (anti-spam)',
};
/** Every state of an e-mail in the outbox, as the owner reads it. */
export const OUTBOX_LABEL: Record<OutboxStatus, string> = {
  pending: 'In attesa di invio',
  sending: 'In invio',
  sent: 'Inviata',
  failed: 'Non inviata',
  superseded: 'Non più vera: non inviata',
  expired: 'Scaduta: non inviata in tempo',
};
