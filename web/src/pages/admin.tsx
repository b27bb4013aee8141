import { usePageMeta } from '../lib/page-meta';

// The owner's area comes with its own issue; until then the route exists and says so in Italian.
export default function AdminPage() {
  usePageMeta({ title: 'Area riservata', description: 'Area riservata al titolare del ristorante.' });
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl text-ink">Pannello Admin</h1>
      <p className="mt-4 text-ink/70">L'area di gestione è in preparazione.</p>
    </div>
  );
}
