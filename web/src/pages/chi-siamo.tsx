import { PageHero, SectionTitle } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { photos } from '../content/photos';

const VALUES = [
  { title: 'Passione', text: 'Per il lavoro in cucina e in sala, ogni giorno, dalla prima pasta del mattino all’ultimo caffè.' },
  { title: 'Famiglia', text: 'Siamo una squadra piccola e unita, e vogliamo che ogni ospite si senta a casa.' },
  { title: 'Qualità', text: 'Materie prime scelte una a una, fornitori che conosciamo per nome, niente scorciatoie.' },
  { title: 'Tradizione', text: 'Le ricette della Lombardia come punto di partenza, da rispettare e reinterpretare.' },
];

export default function ChiSiamoPage() {
  return (
    <>
      <PageHero image={photos.about.hero} eyebrow="Chi Siamo" title="Una cucina di famiglia, a due passi da Milano">
        Un bistrot nato dalla voglia di cucinare per le persone come si cucina per gli amici.
      </PageHero>

      <section aria-labelledby="chef" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <Picture
          image={photos.about.chef}
          sizes="(min-width: 1152px) 532px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/5] w-full rounded-2xl object-cover shadow-md"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.35em] text-terracotta uppercase">Lo chef</p>
          <h2 id="chef" className="mt-3 font-display text-4xl text-ink">
            Sommelier, e maestro della pasta fresca
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink/80">
            Il nostro chef è cresciuto tra la spianatoia della nonna e le cantine dell'Oltrepò. Sommelier diplomato, ha unito le due
            passioni in una cucina dove ogni piatto nasce insieme al suo vino.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-ink/80">
            Ogni mattina tira a mano la pasta del giorno; ogni sera passa tra i tavoli a consigliare l'abbinamento giusto.
          </p>
        </div>
      </section>

      <section aria-label="Il nostro lavoro in immagini" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {photos.about.grid.map((photo) => (
            <li key={photo.src}>
              <Picture image={photo} sizes="(min-width: 768px) 25vw, 50vw" className="aspect-square w-full rounded-xl object-cover" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="valori" className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionTitle id="valori" eyebrow="I nostri valori" title="Quello in cui crediamo" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v.title} className="rounded-2xl bg-cream p-7 shadow-sm">
                <h3 className="font-display text-2xl text-walnut">{v.title}</h3>
                <p className="mt-3 leading-relaxed text-ink/75">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="La nostra filosofia" className="mx-auto max-w-3xl px-6 py-20 text-center">
        <blockquote>
          <p className="font-display text-3xl leading-snug text-ink italic sm:text-4xl">
            “La cucina è memoria che si rinnova: prendi il sapore di ieri e servilo a chi verrà domani.”
          </p>
          <footer className="mt-6 text-sm font-semibold tracking-[0.3em] text-terracotta uppercase">Lo chef</footer>
        </blockquote>
      </section>
    </>
  );
}
