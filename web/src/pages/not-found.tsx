import { m } from '#i18n/messages';
import { usePageMeta } from '../lib/page-meta';

// docs/product.md#2-pages-and-routes: the only page in English, in both languages' catalogues.
export default function NotFoundPage() {
  usePageMeta({ title: m.meta_not_found_title(), description: m.meta_not_found_description() });
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-display text-4xl text-ink">{m.not_found_title()}</h1>
      <p className="text-ink/75">{m.not_found_text()}</p>
    </div>
  );
}
