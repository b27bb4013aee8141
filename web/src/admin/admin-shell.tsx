import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Tabs } from '../components/ui/tabs';
import { toast } from '../components/ui/toast-store';
import { api } from '../lib/api';
import { ReloginDialog } from './relogin-dialog';
import { DishesTab } from './dishes-tab';
import { EventsTab } from './events-tab';
import { GalleriesTab } from './galleries-tab';
import { ItemsTab } from './items-tab';
import { MenuSettingsTab } from './menu-settings-tab';
import { ReservationsTab, ReservationsTabLabel } from './reservations-tab';
import { SectionsTab } from './sections-tab';
import { secondaryButton } from './ui';

export function AdminShell() {
  const [tab, setTab] = useState('impostazioni');
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
        <button type="button" onClick={logout} className={secondaryButton}>
          Logout
        </button>
      </div>
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
        ]}
      />
      <ReloginDialog />
    </div>
  );
}
