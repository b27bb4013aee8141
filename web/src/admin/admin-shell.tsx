import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../components/ui/tabs';
import { toast } from '../components/ui/toast-store';
import { api } from '../lib/api';
import { ReloginDialog } from './relogin-dialog';
import { DishesTab } from '../features/menu/admin/dishes-tab';
import { EventsTab } from '../features/events/admin/events-tab';
import { GalleriesTab } from '../features/galleries/admin/galleries-tab';
import { ItemsTab } from '../features/menu/admin/items-tab';
import { MenuSettingsTab } from '../features/menu/admin/menu-settings-tab';
import { BookingsTab, BookingsTabLabel, useWaitingCount } from '../features/bookings/admin/bookings-tab';
import { ClosuresPanel } from '../features/closures/admin/closures-panel';
import { SectionsTab } from '../features/menu/admin/sections-tab';
import { EveningTab } from '../features/bookings/admin/evening-tab';
import { RoomPanel } from '../features/room/admin/room-panel';
import { SiteTab } from '../features/site/admin/site-tab';
import { primaryButton, secondaryButton } from './ui';
import { PeopleTab } from '../features/people/admin/people-tab';
import { GuestsPanel } from '../features/guests/admin/guests-panel';
import { GuestsTab } from '../features/guests/admin/guests-tab';
import { ReportsTab } from '../features/reports/admin/reports-tab';
import { EnquiriesTab } from '../features/contacts/admin/enquiries-tab';
import { BackupPanel } from '../features/backup/admin/backup-panel';
import { MailPanel } from '../features/mail/admin/mail-panel';
import { type Role, ROLE_LABELS, SALA_TABS } from '#domain/roles';
import { m } from '#i18n/messages';

const TAB_IDS = [
  'serata',
  'impostazioni',
  'piatti',
  'sezioni',
  'voci',
  'eventi',
  'gallerie',
  'prenotazioni',
  'gruppi',
  'sito',
  'ospiti',
  'andamento',
  'persone',
  'posta',
  'dati',
] as const;
type TabId = (typeof TAB_IDS)[number];
/** The public page each tab changes, for 'Vedi sul sito' (opened beside the admin, which stays as it is). */
const SITE_PAGE: Record<TabId, { path: string; name: string } | null> = {
  serata: null,
  impostazioni: { path: '/menu', name: 'Menu' },
  piatti: { path: '/menu', name: 'Menu' },
  sezioni: { path: '/menu', name: 'Menu' },
  voci: { path: '/menu', name: 'Menu' },
  eventi: { path: '/eventi', name: 'Eventi' },
  gallerie: { path: '/galleria', name: 'Galleria' },
  prenotazioni: { path: '/contatti', name: 'Contatti' },
  gruppi: null,
  sito: { path: '/', name: 'Home' },
  ospiti: null,
  andamento: null,
  persone: null,
  posta: null,
  dati: { path: '/privacy-policy', name: 'Privacy' },
};

export function AdminShell({ role, name }: { role: Role; name: string }) {
  // The open tab lives in the address (/admin?sezione=eventi): a reload returns to it, and Back
  // returns to the tab before. A person sees only the tabs of their role (docs/decisions/025-people-and-roles.md).
  const [params, setParams] = useSearchParams();
  const mine: readonly TabId[] = role === 'titolare' ? TAB_IDS : SALA_TABS;
  const tab = mine.find((t) => t === params.get('sezione')) ?? mine[0]!;
  const setTab = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('sezione', id);
      return next;
    });
  const waiting = useWaitingCount();
  const queryClient = useQueryClient();

  const logout = async () => {
    try {
      await api('/api/logout', { method: 'POST' });
      toast({ title: 'Logout effettuato con successo!' });
    } catch {
      toast({ variant: 'destructive', title: 'Logout non riuscito', description: 'Controlla la connessione e riprova.' });
    }
    // Forget the admin's view of every list (it includes inactive records).
    await queryClient.invalidateQueries();
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{role === 'titolare' ? 'Gestione Menu' : 'Prenotazioni'}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-ink/75">
            {name} · {ROLE_LABELS[role]}
          </span>
          {/* On a phone the Prenotazioni tab may be scrolled out of the row: its count stays here. */}
          {waiting > 0 && tab !== 'prenotazioni' && (
            <button
              type="button"
              onClick={() => setTab('prenotazioni')}
              aria-label={m.admin_waiting_to_see({ count: waiting })}
              className={`${primaryButton} min-h-11 sm:hidden`}
            >
              {m.admin_waiting_new({ count: waiting })}
            </button>
          )}
          <button type="button" onClick={logout} className={`${secondaryButton} min-h-11`}>
            Logout
          </button>
        </div>
      </div>
      {SITE_PAGE[tab] && (
        <a
          href={SITE_PAGE[tab].path}
          target="_blank"
          rel="noopener"
          className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-walnut underline underline-offset-4 print:hidden"
        >
          Vedi sul sito: {SITE_PAGE[tab].name}
          <span aria-hidden="true">↗</span>
          <span className="sr-only"> (si apre in una nuova scheda)</span>
        </a>
      )}
      <Tabs
        label="Sezioni dell'area riservata"
        active={tab}
        onChange={setTab}
        tabs={(
          [
            // The evening first: the admin opens on it (docs/product.md#17-the-evening-on-tables),
            // drawn only while open, since it reads the book every 15 seconds.
            {
              id: 'serata',
              label: 'La serata',
              panel: tab === 'serata' && <EveningTab roomPanel={role === 'titolare' ? <RoomPanel /> : undefined} />,
            },
            { id: 'impostazioni', label: 'Impostazioni Menu', panel: <MenuSettingsTab /> },
            { id: 'piatti', label: 'Piatti Speciali', panel: <DishesTab /> },
            { id: 'sezioni', label: 'Sezioni Menu', panel: <SectionsTab /> },
            { id: 'voci', label: 'Voci Menu', panel: <ItemsTab /> },
            { id: 'eventi', label: 'Eventi', panel: <EventsTab /> },
            { id: 'gallerie', label: 'Gallerie', panel: <GalleriesTab /> },
            { id: 'prenotazioni', label: <BookingsTabLabel />, panel: <BookingsTab role={role} closures={<ClosuresPanel />} /> },
            { id: 'gruppi', label: 'Gruppi', panel: tab === 'gruppi' && <EnquiriesTab /> },
            { id: 'sito', label: 'Il Sito', panel: <SiteTab /> },
            { id: 'ospiti', label: 'Ospiti', panel: tab === 'ospiti' && <GuestsTab titolare={role === 'titolare'} /> },
            { id: 'andamento', label: 'Andamento', panel: tab === 'andamento' && <ReportsTab /> },
            // Drawn only while open: their drafts live in the session and the address, and the
            // people, the record and a guest's data are read only when asked for.
            { id: 'persone', label: 'Persone', panel: tab === 'persone' && <PeopleTab /> },
            { id: 'posta', label: 'Posta', panel: tab === 'posta' && <MailPanel /> },
            {
              id: 'dati',
              label: 'Dati e copie',
              panel: tab === 'dati' && (
                <div className="space-y-6">
                  <GuestsPanel />
                  <BackupPanel />
                </div>
              ),
            },
          ] as const
        ).filter((t) => mine.includes(t.id))}
      />
      <ReloginDialog />
    </div>
  );
}
