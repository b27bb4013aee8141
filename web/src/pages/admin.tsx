import { AdminShell } from '../admin/admin-shell';
import { LoginFields } from '../admin/login-form';
import { useAuthCheck } from '../admin/session';

// The owner's area (docs/product.md#2-pages-and-routes, Admin). This page and everything it imports is its own
// chunk: visitors of the public pages never download it.
export default function AdminPage() {
  const auth = useAuthCheck();

  if (auth.isPending) {
    return (
      <p role="status" className="py-24 text-center text-ink/75">
        Caricamento...
      </p>
    );
  }
  if (auth.data?.authenticated) return <AdminShell />;
  return (
    <div className="mx-auto max-w-sm px-6 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
        <h1 className="mb-6 text-center font-display text-3xl text-ink">Pannello Admin</h1>
        <LoginFields onLoggedIn={() => undefined} />
      </div>
    </div>
  );
}
