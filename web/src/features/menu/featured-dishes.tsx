import { useState } from 'react';
import { m } from '#i18n/messages';
import { Picture } from '../../components/ui/picture';
import { imageFromUrl } from '../../lib/images';
import { textLang } from '../../lib/locale';
import { DishMarks, FrozenMark } from './dish-facts';
import { dishPlaceholder } from './menu-logic';
import type { FeaturedDish } from './types';
import { Section } from '../../components/ui/section';

function DishCard({ dish, wide = false }: { dish: FeaturedDish; wide?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = failed ? { src: dishPlaceholder(dish.name), alt: dish.name } : imageFromUrl(dish.image, dish.name);
  return (
    <article
      className={`group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-walnut/10 ${wide ? 'sm:col-span-2 sm:grid sm:grid-cols-2' : ''}`}
    >
      <div className={`overflow-hidden bg-sand ${wide ? 'aspect-[4/3] sm:aspect-auto sm:h-full' : 'aspect-[4/3]'}`}>
        <Picture
          image={{ ...image, alt: dish.name, width: 1200, height: 900 }}
          // Half of the 72rem column (less its padding and gap) once the window is wider than it.
          sizes="(min-width: 1152px) 540px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition duration-700 group-hover:scale-105"
          // docs/product.md#8-errors: a photo that fails is logged and replaced by the Worker's placeholder.
          onError={() => {
            if (!failed) {
              console.info(`Foto non disponibile per "${dish.name}", uso il segnaposto`);
              setFailed(true);
            }
          }}
        />
      </div>
      <div className={`p-6 ${wide ? 'sm:flex sm:flex-col sm:justify-center sm:p-10' : ''}`}>
        <p className="text-xs font-semibold tracking-[0.3em] text-terracotta uppercase">{m.menu_special_dish()}</p>
        <h3 className="mt-2 font-display text-2xl text-ink">
          <span lang={textLang(dish.lang, 'name')}>{dish.name}</span>
          <FrozenMark frozen={dish.frozen} />
        </h3>
        <p lang={textLang(dish.lang, 'description')} className="mt-3 leading-relaxed text-ink/75">
          {dish.description}
        </p>
        <DishMarks facts={dish} className="mt-4" />
      </div>
    </article>
  );
}

/** At most three: two side by side, then one wide (docs/product.md#2-pages-and-routes). */
export function FeaturedDishes({ dishes }: { dishes: readonly FeaturedDish[] }) {
  if (dishes.length === 0) return null;
  return (
    <Section
      id="piatti-speciali"
      title={m.menu_chef_dishes()}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
      titleClassName="mb-8 text-center font-display text-3xl text-ink sm:text-4xl"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {dishes.map((dish, i) => (
          <DishCard key={dish.id} dish={dish} wide={i === 2} />
        ))}
      </div>
    </Section>
  );
}
