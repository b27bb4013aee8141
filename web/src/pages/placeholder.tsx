import { Link, useLocation } from 'react-router-dom';
import { site } from '../site';

// A temporary page for the routes whose screens come with the public-site issue.
export default function PlaceholderPage({ title }: { title: string }) {
  const atHome = useLocation().pathname === '/';
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 p-6 text-center">
      <p className="text-sm tracking-[0.3em] text-walnut uppercase">{site.brand}</p>
      <h1 className="font-serif text-4xl">{title}</h1>
      <p>Questa pagina è in preparazione.</p>
      {!atHome && (
        <Link className="rounded bg-walnut px-5 py-3 text-cream" to="/">
          Torna alla home
        </Link>
      )}
      <address className="text-sm not-italic">{site.address}</address>
    </main>
  );
}
