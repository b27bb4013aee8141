import { m } from '#i18n/messages';
import { pageLocale, textLang } from '../../lib/locale';
import { DishMarks, FrozenMark } from './dish-facts';
import { priceSaid } from '#domain/menu-words';
import type { MenuItem, MenuSection } from './types';

export function StructuredMenu({
  sections,
  items,
  emptyText = m.menu_updating(),
}: {
  sections: readonly MenuSection[];
  items: Map<number, MenuItem[]>;
  emptyText?: string;
}) {
  const withItems = sections.filter((s) => (items.get(s.id) ?? []).length > 0);
  if (withItems.length === 0) {
    return <p className="py-12 text-center text-ink/70">{emptyText}</p>;
  }
  return (
    <div className="mx-auto grid max-w-3xl gap-12 px-6 py-12">
      {withItems.map((section) => (
        <section key={section.id} aria-labelledby={`sezione-${section.id}`}>
          <h2
            id={`sezione-${section.id}`}
            lang={textLang(section.lang, 'title')}
            className="mb-6 border-b border-saffron/60 pb-3 text-center font-display text-3xl text-ink"
          >
            {section.title}
          </h2>
          <ul className="grid gap-6">
            {items.get(section.id)!.map((item) => (
              <li key={item.id}>
                <div className="flex items-baseline gap-3">
                  <h3 className="font-display text-xl text-ink">
                    <span lang={textLang(item.lang, 'name')}>{item.name}</span>
                    <FrozenMark frozen={item.frozen} />
                  </h3>
                  <span aria-hidden="true" className="min-w-6 flex-1 translate-y-[-0.25rem] border-b border-dotted border-walnut/40" />
                  {/* A price is never covered by a floating button (lib/keep-clear.ts). */}
                  <p data-keep-clear className="font-semibold whitespace-nowrap text-walnut">
                    {priceSaid(item.price, pageLocale())}
                  </p>
                </div>
                <p lang={textLang(item.lang, 'description')} className="mt-1 text-ink/70">
                  {item.description}
                </p>
                <DishMarks facts={item} className="mt-2" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
