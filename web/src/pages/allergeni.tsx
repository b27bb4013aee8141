// The written register of allergens (docs/product.md#12-allergens): every dish the menu offers, by
// destination and section, against the 14 allergens of Reg. UE 1169/2011, with the date it was
// generated; printed on A4 (one page per ~25 dishes) or saved as PDF from the browser's print. In the
// page's language, its dates too (docs/decisions/024-languages.md); the dishes are the owner's words.
import { Link } from 'react-router-dom';
import {
  ALLERGEN_CODES,
  allergenInFull,
  allergenName,
  allergenNotice,
  dietName,
  type DishFacts,
  frozenNote,
  listed,
} from '#domain/allergens';
import { type Destination, isPdfMenu } from '#domain/constants';
import type { Given } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { useHydrated } from '../lib/hydration';
import { here, pageIntl, pageLocale, textLang } from '../lib/locale';
import { useSite } from '../lib/site';
import { useFeaturedDishes, useMenuItems, useMenuSections, useMenuSettings } from '../features/menu/api';
import { FrozenMark } from '../features/menu/dish-facts';
import { DESTINATIONS_SHOWN, featuredFor, forGuests, groupItemsBySection, sectionsFor } from '../features/menu/menu-logic';
import { destinationName } from '#domain/menu-words';
import { RESTAURANT_TIME_ZONE } from '#domain/italy-clock';

interface Row extends DishFacts {
  id: string;
  name: string;
  updatedAt: string;
  /** Which language its name is in (lib/locale.ts textLang). */
  lang?: Given;
}
interface Group {
  title: string;
  /** 'it' for a section shown in Italian on the English page. */
  lang?: 'it';
  rows: Row[];
}

/** A dish's name as the register says it: in its language, the frozen mark, its diets. */
function DishName({ row }: { row: Row }) {
  const locale = pageLocale();
  return (
    <>
      <span lang={textLang(row.lang, 'name')} className="font-semibold">
        {row.name}
      </span>
      <FrozenMark frozen={row.frozen} />
      {row.diets.length > 0 && <span className="text-ink/70"> · {row.diets.map((d) => dietName(d, locale).toLowerCase()).join(', ')}</span>}
    </>
  );
}

/**
 * The register on a phone, where the grid's 14 columns would run off the screen: each dish with its
 * allergens named, in the grid's order (docs/product.md#12-allergens). Never printed: the grid is.
 */
function RegisterList({ destination, groups }: { destination: Destination; groups: Group[] }) {
  const locale = pageLocale();
  const id = `registro-${destination}`;
  return (
    <section aria-labelledby={id} className="md:hidden print:hidden">
      <h2 id={id} className="font-display text-2xl text-ink">
        {m.menu_register_caption({ destination: destinationName(destination, locale) })}
      </h2>
      {groups.map((group) => (
        <div key={group.title} className="mt-3">
          <h3 lang={group.lang} className="rounded-md bg-sand px-3 py-1 font-semibold text-walnut">
            {group.title}
          </h3>
          <dl className="divide-y divide-walnut/15">
            {group.rows.map((row) => (
              <div key={row.id} className="px-3 py-2">
                <dt>
                  <DishName row={row} />
                </dt>
                <dd className="text-sm">
                  {row.allergens.length > 0 ? (
                    <>
                      <span className="text-ink/70">{m.menu_dish_allergens()}</span>{' '}
                      <span className="font-semibold text-terracotta">
                        {listed(
                          ALLERGEN_CODES.filter((code) => row.allergens.includes(code)).map((code) => allergenName(code, locale)),
                          'and',
                          locale,
                        )}
                      </span>
                    </>
                  ) : (
                    <span className="text-ink/70">{m.menu_register_none()}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

function RegisterTable({ destination, groups }: { destination: Destination; groups: Group[] }) {
  const locale = pageLocale();
  return (
    <table className="mt-3 w-full border-collapse text-sm print:text-[9pt]">
      <caption className="pb-2 text-left font-display text-2xl text-ink print:text-[14pt]">
        {m.menu_register_caption({ destination: destinationName(destination, locale) })}
      </caption>
      <thead>
        <tr className="border-b-2 border-walnut/50">
          <th scope="col" className="sticky left-0 bg-cream px-2 py-1 text-left align-bottom">
            {m.menu_register_dish()}
          </th>
          {ALLERGEN_CODES.map((code) => (
            <th
              key={code}
              scope="col"
              title={allergenInFull(code, locale)}
              className="w-7 px-0.5 py-1 align-bottom font-semibold print:w-[5.5mm]"
            >
              <span className="mx-auto block max-h-32 rotate-180 text-left whitespace-nowrap [writing-mode:vertical-rl]">
                {allergenName(code, locale)}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.title}>
          <tr>
            <th scope="rowgroup" colSpan={ALLERGEN_CODES.length + 1} className="bg-sand px-2 py-1 text-left font-semibold text-walnut">
              <span lang={group.lang} className="sticky left-2">
                {group.title}
              </span>
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.id} className="break-inside-avoid border-b border-walnut/15 odd:bg-white even:bg-cream">
              <th scope="row" className="sticky left-0 min-w-40 bg-inherit px-2 py-1 text-left font-normal print:py-0.5">
                <DishName row={row} />
              </th>
              {ALLERGEN_CODES.map((code) =>
                row.allergens.includes(code) ? (
                  <td key={code} className="text-center font-bold text-terracotta">
                    <span aria-hidden="true">●</span>
                    <span className="sr-only">{m.menu_register_contains()}</span>
                  </td>
                ) : (
                  <td key={code} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

export default function AllergensPage() {
  const settings = useMenuSettings();
  const dishes = useFeaturedDishes();
  const sections = useMenuSections();
  const items = useMenuItems();
  const hydrated = useHydrated();
  const { view: site } = useSite();
  const locale = pageLocale();
  const loading = settings.isPending || dishes.isPending || sections.isPending || items.isPending;
  const failed = settings.isError || dishes.isError || sections.isError || items.isError;

  // As guests see it, also when the owner's session (which reads inactive records too) prints it.
  const menu = forGuests({ dishes: dishes.data ?? [], sections: sections.data ?? [], items: items.data ?? [] });
  const grouped = groupItemsBySection(menu.items);
  const register = DESTINATIONS_SHOWN.map((destination) => {
    const groups: Group[] = [];
    const chef = featuredFor(menu.dishes, destination);
    if (chef.length) groups.push({ title: m.menu_chef_dishes(), rows: chef.map((d) => ({ ...d, id: `d${d.id}` })) });
    for (const section of sectionsFor(menu.sections, destination)) {
      const rows = grouped.get(section.id) ?? [];
      if (rows.length)
        groups.push({ title: section.title, lang: textLang(section.lang, 'title'), rows: rows.map((i) => ({ ...i, id: `i${i.id}` })) });
    }
    return { destination, groups };
  });
  const rows = register.flatMap((d) => d.groups.flatMap((g) => g.rows));
  const lastChange = rows.reduce<string | null>((latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest), null);
  // '4 dicembre 2025 alle ore 19:30', '4 December 2025 at 19:30': in the page's language, on Italy's clock.
  const when = new Intl.DateTimeFormat(pageIntl(), { dateStyle: 'long', timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE });
  const day = new Intl.DateTimeFormat(pageIntl(), { dateStyle: 'long', timeZone: RESTAURANT_TIME_ZONE });
  const dated = [
    hydrated && m.menu_register_generated({ when: when.format(new Date()) }),
    lastChange && m.menu_register_last_change({ day: day.format(new Date(lastChange)) }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="register mx-auto max-w-5xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <h1 className="font-display text-4xl text-ink print:text-[20pt]">{m.menu_register_title()}</h1>
      <p className="mt-2 text-ink/80">
        {site.brand} · {site.address.full}
      </p>
      <p className="mt-1 text-sm text-ink/70">
        {/* The moment it is read or printed, once hydrated: the page the Worker drew may be minutes old. */}
        {dated.charAt(0).toLocaleUpperCase(pageIntl()) + dated.slice(1)}
        {dated ? '. ' : ''}
        {m.menu_register_law()}
      </p>
      <p className="mt-3 font-semibold text-ink">{allergenNotice(locale)}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          data-needs-script
          onClick={() => window.print()}
          className="min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream transition hover:bg-ink"
        >
          {m.menu_register_print()}
        </button>
        <Link
          to={here('/menu')}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-walnut px-6 font-semibold text-walnut hover:bg-walnut hover:text-cream"
        >
          {m.menu_register_back()}
        </Link>
      </div>

      {loading ? (
        <p role="status" className="py-12 text-center text-ink/70">
          {m.menu_register_loading()}
        </p>
      ) : failed ? (
        <p role="alert" className="py-12 text-center text-ink/80">
          {m.menu_register_error()}{' '}
          <a className="font-semibold text-walnut underline" href={`tel:${site.phone.tel}`}>
            {site.phone.display}
          </a>
          .
        </p>
      ) : (
        <>
          {isPdfMenu(settings.data?.displayType) && (
            <p className="mt-6 rounded-xl bg-sand/70 px-4 py-3 text-ink/80">{m.menu_register_pdf_note()}</p>
          )}
          {rows.length === 0 ? (
            <p className="mt-6 rounded-xl bg-sand/70 px-4 py-6 text-center text-ink/80">{m.menu_register_empty()}</p>
          ) : (
            <div className="mt-6 grid grid-cols-1 gap-8 print:block">
              {/* The grid from a tablet's width up and on paper; on a phone, where its columns would run off
                  the screen, the list. Should a wide screen still be too narrow for it, it scrolls in its own
                  box (relative: the cells' screen-reader words too), the dishes' names staying in view. */}
              {register.map(
                (d) =>
                  d.groups.length > 0 && (
                    <div key={d.destination}>
                      <RegisterList destination={d.destination} groups={d.groups} />
                      <div
                        // Reachable by keyboard, so that it can be scrolled without a pointer.
                        tabIndex={0}
                        role="region"
                        aria-label={m.menu_register_region({ destination: destinationName(d.destination, pageLocale()) })}
                        className="relative hidden overflow-x-auto md:block print:block print:overflow-visible"
                      >
                        <RegisterTable destination={d.destination} groups={d.groups} />
                      </div>
                    </div>
                  ),
              )}
            </div>
          )}
          <div className="mt-6 text-sm text-ink/80 print:mt-3 print:text-[8pt]">
            <p>{frozenNote(locale)}</p>
            <p className="mt-2">
              <span className="font-semibold">{m.menu_register_key()}</span>{' '}
              {ALLERGEN_CODES.map((code) => allergenInFull(code, locale)).join('; ')}.
            </p>
          </div>
        </>
      )}
    </div>
  );
}
