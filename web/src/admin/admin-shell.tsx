import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../components/ui/tabs';
import { toast } from '../components/ui/toast-store';
import { api } from '../lib/api';
import { ReloginDialog } from './relogin-dialog';
import { DishesTab } from './dishes-tab';
import { EventsTab } from './events-tab';
import { GalleriesTab } from './galleries-tab';
import { ItemsTab } from './items-tab';
import { MenuSettingsTab } from './menu-settings-tab';
import { ReservationsTab, ReservationsTabLabel, useWaitingCount } from './reservations-tab';
import { SectionsTab } from './sections-tab';
import { SiteTab } from './site-tab';
import { primaryButton, secondaryButton } from './ui';

const TAB_IDS = ['impostazioni', 'piatti', 'sezioni', 'voci', 'eventi', 'gallerie', 'prenotazioni', 'sito'] as const;
/** The public page each tab changes, for 'Vedi sul sito' (opened beside the admin, which stays as it is). */
const SITE_PAGE: Record<(typeof TAB_IDS)[number], { path: string; name: string }> = {
  impostazioni: { path: '/menu', name: 'Menu' },
  piatti: { path: '/menu', name: 'Menu' },
  sezioni: { path: '/menu', name: 'Menu' },
  voci: { path: '/menu', name: 'Menu' },
  eventi: { path: '/eventi', name: 'Eventi' },
  gallerie: { path: '/galleria', name: 'Galleria' },
  prenotazioni: { path: '/contatti', name: 'Contatti' },
  sito: { path: '/', name: 'Home' },
};

export function AdminShell() {
  // The open tab lives in the address (/admin?sezione=eventi): a reload returns to it, and Back
  // returns to the tab before.
  const [params, setParams] = useSearchParams();
  const tab = TAB_IDS.find((t) => t === params.get('sezione')) ?? 'impostazioni';
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
        <h1 className="font-display text-3xl text-ink sm:text-4xl">Gestione Menu</h1>
        <div className="flex items-center gap-2">
          {/* On a phone the Prenotazioni tab may be scrolled out of the row: its count stays here. */}
          {waiting > 0 && tab !== 'prenotazioni' && (
            <button type="button" onClick={() => setTab('prenotazioni')} className={`${primaryButton} min-h-11 sm:hidden`}>
              {waiting} {waiting === 1 ? 'nuova' : 'nuove'}
              <span className="sr-only"> prenotazioni da vedere</span>
            </button>
          )}
          <button type="button" onClick={logout} className={`${secondaryButton} min-h-11`}>
            Logout
          </button>
        </div>
      </div>
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
      <Tabs
        label="Sezioni dell'area riservata"
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'impostazioni', label: 'Impostazioni Menu', panel: <MenuSettingsTab /> },
          { id: 'piatti', label: 'Piatti Speciali', panel: <DishesTab /> },
          { id: 'sezioni', label: 'Sezioni Menu', panel: <SectionsTab /> },
          { id: 'voci', label: 'Voci Menu', panel: <ItemsTab /> },
          { id: 'eventi', label: 'Eventi', panel: <EventsTab /> },
          { id: 'gallerie', label: 'Gallerie', panel: <GalleriesTab /> },
          { id: 'prenotazioni', label: <ReservationsTabLabel />, panel: <ReservationsTab /> },
          { id: 'sito', label: 'Il Sito', panel: <SiteTab /> },
        ]}
      />
      <ReloginDialog />
    </div>
  );
}
