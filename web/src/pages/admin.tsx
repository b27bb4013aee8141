import { AdminShell } from '../admin/admin-shell';
import { LoginFields } from '../admin/login-form';
import { useAuthCheck } from '../admin/session';
import { InvitationForm, invitationToken } from '../admin/invitation-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SetupForm, type SetupState } from '../admin/setup-form';
import { warmKeepPlaced } from '../lib/keep-placed';

// The owner's area (docs/product.md#2-pages-and-routes, Admin). This page and everything it imports is its own
// chunk: visitors of the public pages never download it.
export default function AdminPage() {
  const auth = useAuthCheck();
  // A site without its titolare asks for the deploy's setup code instead of a login (README, Deploy).
  const setup = useQuery<SetupState>({ queryKey: ['/api/setup'], enabled: auth.data?.authenticated === false });
  // Read after the first paint: the server draws this page without its address's '#'.
  const [invitation, setInvitation] = useState<string | null>(null);
  useEffect(() => setInvitation(invitationToken()), []);
  // The admin's toasts come with its first taps: placed as they are drawn (lib/keep-placed.ts).
  useEffect(warmKeepPlaced, []);

  if (auth.isPending || (auth.data?.authenticated === false && setup.isPending)) {
    return (
      <p role="status" className="py-24 text-center text-ink/75">
        Caricamento...
      </p>
    );
  }
  // An invitation's link (/admin#invito=...) opens the form where the person chooses their username and password.
  if (invitation) return <InvitationForm token={invitation} onDone={() => setInvitation(null)} />;
  if (auth.data?.authenticated) return <AdminShell role={auth.data.role ?? 'titolare'} name={auth.data.name ?? ''} />;
  if (setup.data?.needed) return <SetupForm codeSet={setup.data.codeSet} />;
  return (
    <div className="mx-auto max-w-sm px-6 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
        <h1 className="mb-6 text-center font-display text-3xl text-ink">Pannello Admin</h1>
        <LoginFields onLoggedIn={() => undefined} />
      </div>
    </div>
  );
}
