import { usePageMeta } from '../lib/page-meta';

// docs/product.md#2-pages-and-routes: the only page in English.
export default function NotFoundPage() {
  usePageMeta({ title: '404', description: 'The page you are looking for does not exist on this site.' });
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-display text-4xl text-ink">404 Page Not Found</h1>
      <p className="text-ink/75">Did you forget to add the page to the router?</p>
    </div>
  );
}
