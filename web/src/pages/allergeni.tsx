// The written register of allergens (docs/product.md#12-allergens): every dish the menu offers, by
// destination and section, against the 14 allergens of Reg. UE 1169/2011, with the date it was
// generated; printed on A4 (one page per ~25 dishes) or saved as PDF from the browser's print.
import { Link } from 'react-router-dom';
import { ALLERGEN_NOTICE, ALLERGENS, DIET_LABEL, type DishFacts, FROZEN_NOTE } from '#domain/allergens';
import { DESTINATION_LABEL, type Destination, isPdfMenu } from '#domain/constants';
import { useHydrated } from '../lib/hydration';
import { useSite } from '../lib/site';
import { useFeaturedDishes, useMenuItems, useMenuSections, useMenuSettings } from '../features/menu/api';
import { FrozenMark } from '../features/menu/dish-facts';
import { DESTINATIONS_SHOWN, featuredFor, forGuests, groupItemsBySection, sectionsFor } from '../features/menu/menu-logic';

interface Row extends DishFacts {
  id: string;
  name: string;
  updatedAt: string;
}
interface Group {
  title: string;
  rows: Row[];
}

const when = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });
const day = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' });

function RegisterTable({ destination, groups }: { destination: Destination; groups: Group[] }) {
  return (
    <table className="mt-3 w-full border-collapse text-sm print:text-[9pt]">
      <caption className="pb-2 text-left font-display text-2xl text-ink print:text-[14pt]">
        Proposta {DESTINATION_LABEL[destination]}
      </caption>
      <thead>
        <tr className="border-b-2 border-walnut/50">
          <th scope="col" className="sticky left-0 bg-cream px-2 py-1 text-left align-bottom">
            Piatto
          </th>
          {ALLERGENS.map((a) => (
            <th key={a.code} scope="col" title={a.full} className="w-7 px-0.5 py-1 align-bottom font-semibold print:w-[5.5mm]">
              <span className="mx-auto block max-h-32 rotate-180 text-left whitespace-nowrap [writing-mode:vertical-rl]">{a.label}</span>
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.title}>
          <tr>
            <th scope="rowgroup" colSpan={ALLERGENS.length + 1} className="bg-sand px-2 py-1 text-left font-semibold text-walnut">
              <span className="sticky left-2">{group.title}</span>
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.id} className="break-inside-avoid border-b border-walnut/15 odd:bg-white even:bg-cream">
              <th scope="row" className="sticky left-0 min-w-40 bg-inherit px-2 py-1 text-left font-normal print:py-0.5">
                <span className="font-semibold">{row.name}</span>
                <FrozenMark frozen={row.frozen} />
                {row.diets.length > 0 && (
                  <span className="text-ink/70"> · {row.diets.map((d) => DIET_LABEL[d].toLowerCase()).join(', ')}</span>
                )}
              </th>
              {ALLERGENS.map((a) =>
                row.allergens.includes(a.code) ? (
                  <td key={a.code} className="text-center font-bold text-terracotta">
                    <span aria-hidden="true">●</span>
                    <span className="sr-only">contiene</span>
                  </td>
                ) : (
                  <td key={a.code} />
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
  const loading = settings.isPending || dishes.isPending || sections.isPending || items.isPending;
  const failed = settings.isError || dishes.isError || sections.isError || items.isError;

  // As guests see it, also when the owner's session (which reads inactive records too) prints it.
  const menu = forGuests({ dishes: dishes.data ?? [], sections: sections.data ?? [], items: items.data ?? [] });
  const grouped = groupItemsBySection(menu.items);
  const register = DESTINATIONS_SHOWN.map((destination) => {
    const groups: Group[] = [];
    const chef = featuredFor(menu.dishes, destination);
    if (chef.length) groups.push({ title: 'I piatti dello chef', rows: chef.map((d) => ({ ...d, id: `d${d.id}` })) });
    for (const section of sectionsFor(menu.sections, destination)) {
      const rows = grouped.get(section.id) ?? [];
      if (rows.length) groups.push({ title: section.title, rows: rows.map((i) => ({ ...i, id: `i${i.id}` })) });
    }
    return { destination, groups };
  });
  const rows = register.flatMap((d) => d.groups.flatMap((g) => g.rows));
  const lastChange = rows.reduce<string | null>((latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest), null);

  return (
    <div className="register mx-auto max-w-5xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <h1 className="font-display text-4xl text-ink print:text-[20pt]">Registro degli allergeni</h1>
      <p className="mt-2 text-ink/80">
        {site.brand} · {site.address.full}
      </p>
      <p className="mt-1 text-sm text-ink/70">
        {/* The moment it is read or printed, once hydrated: the page the Worker drew may be minutes old. */}
        {[
          hydrated && `Generato il ${when.format(new Date())}`,
          lastChange && `ultima modifica dei piatti il ${day.format(new Date(lastChange))}`,
        ]
          .filter(Boolean)
          .join(' · ')
          .replace(/^u/, 'U')}
        {hydrated || lastChange ? '. ' : ''}Allergeni secondo il Reg. UE 1169/2011, allegato II.
      </p>
      <p className="mt-3 font-semibold text-ink">{ALLERGEN_NOTICE}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          data-needs-script
          onClick={() => window.print()}
          className="min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream transition hover:bg-ink"
        >
          Stampa o salva in PDF
        </button>
        <Link
          to="/menu"
          className="inline-flex min-h-11 items-center rounded-full border-2 border-walnut px-6 font-semibold text-walnut hover:bg-walnut hover:text-cream"
        >
          Torna al menu
        </Link>
      </div>

      {loading ? (
        <p role="status" className="py-12 text-center text-ink/70">
          Caricamento del registro...
        </p>
      ) : failed ? (
        <p role="alert" className="py-12 text-center text-ink/80">
          Non riusciamo a caricare il registro in questo momento: chiedi al personale o chiamaci al{' '}
          <a className="font-semibold text-walnut underline" href={`tel:${site.phone.tel}`}>
            {site.phone.display}
          </a>
          .
        </p>
      ) : (
        <>
          {isPdfMenu(settings.data?.displayType) && (
            <p className="mt-6 rounded-xl bg-sand/70 px-4 py-3 text-ink/80">
              Il menu in vigore è in formato PDF: questo registro elenca i piatti inseriti nel menu del sito.
            </p>
          )}
          {rows.length === 0 ? (
            <p className="mt-6 rounded-xl bg-sand/70 px-4 py-6 text-center text-ink/80">
              Nessun piatto è ancora inserito nel registro: per gli allergeni di ogni piatto chiedi al personale.
            </p>
          ) : (
            <div className="mt-6 grid grid-cols-1 gap-8 print:block">
              {/* On a phone each table scrolls sideways in its own box (relative: the cells' screen-reader words too), the dishes' names staying in view. */}
              {register.map(
                (d) =>
                  d.groups.length > 0 && (
                    <div
                      key={d.destination}
                      // Reachable by keyboard, so that it can be scrolled without a pointer.
                      tabIndex={0}
                      role="region"
                      aria-label={`Allergeni della proposta ${DESTINATION_LABEL[d.destination]}`}
                      className="relative overflow-x-auto print:overflow-visible"
                    >
                      <RegisterTable destination={d.destination} groups={d.groups} />
                    </div>
                  ),
              )}
            </div>
          )}
          <div className="mt-6 text-sm text-ink/80 print:mt-3 print:text-[8pt]">
            <p>{FROZEN_NOTE}</p>
            <p className="mt-2">
              <span className="font-semibold">Legenda:</span> {ALLERGENS.map((a) => a.full).join('; ')}.
            </p>
          </div>
        </>
      )}
    </div>
  );
}
