import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from '#i18n/messages';
import { Picture } from '../../components/ui/picture';
import { here, textLang } from '../../lib/locale';
import { type SlotPhoto, useSite } from '../../lib/site';
import { shownFor } from '../../lib/splash-clock';
import { FADE_MS, FIRST_SLIDE_MS, LOAD_REST_AFTER_MS, NEXT_SLIDE_LEAD_MS, RESUME_AFTER_PICK_MS, slideDuration } from './slideshow-timing';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function Slideshow({ slides }: { slides: readonly SlotPhoto[] }) {
  const { view: site } = useSite();
  const [index, setIndex] = useState(0);
  const [pausedUntil, setPausedUntil] = useState(0);
  // WCAG 2.2.2: moving content can be paused; it does not move by itself for those who ask so.
  const [playing, setPlaying] = useState(true);
  // Asked once hydrated (the server cannot know): the first slide shows for seconds before the next.
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  // Hovering or focusing the slideshow holds it still while the visitor looks or reads.
  const [held, setHeld] = useState(false);
  // Only the first slide loads with the page; the others once the first has shown for a moment.
  const [loadRest, setLoadRest] = useState(false);

  // The first slide's time counts from when the page showed, not from when this code ran: a drawn
  // home wakes shortly before it ends (app/wake.ts). At least the lead the other photos need.
  const firstDone = useRef(false);
  useEffect(() => {
    if (!playing || held) return;
    const own = firstDone.current
      ? slideDuration(index)
      : FIRST_SLIDE_MS - Math.min(Math.max(0, shownFor()), FIRST_SLIDE_MS - NEXT_SLIDE_LEAD_MS);
    const wait = Math.max(own, pausedUntil - Date.now());
    const timer = setTimeout(() => {
      firstDone.current = true;
      setIndex((i) => (i + 1) % slides.length);
    }, wait);
    return () => clearTimeout(timer);
  }, [index, pausedUntil, playing, held, slides.length]);

  useEffect(() => {
    const timer = setTimeout(() => setLoadRest(true), Math.max(0, LOAD_REST_AFTER_MS - shownFor()));
    return () => clearTimeout(timer);
  }, []);

  const pick = (i: number) => {
    firstDone.current = true;
    setIndex(i);
    setPausedUntil(Date.now() + RESUME_AFTER_PICK_MS);
    setLoadRest(true);
  };

  return (
    <section
      aria-roledescription={m.home_slideshow_role()}
      aria-label={m.home_slideshow_label()}
      data-above-foot
      className="relative isolate h-[calc(100svh-4rem-var(--top-offer,0px))] min-h-[28rem] overflow-hidden bg-ink"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      {slides.map((slide, i) => (
        <div
          key={i}
          aria-hidden={i !== index}
          className="absolute inset-0 -z-10 transition-opacity ease-in-out"
          style={{ opacity: i === index ? 1 : 0, transitionDuration: `${FADE_MS}ms` }}
        >
          {(i === 0 || loadRest) && (
            <Picture image={slide} lang={textLang(slide.lang, 'alt')} priority={i === 0} sizes="100vw" className="size-full object-cover" />
          )}
        </div>
      ))}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/80 via-ink/20 to-ink/30" />

      {/* The buttons stand above what holds the screen's foot (index.css --screen-foot: the cookie banner of a
          first visit, the notice of a closure), and above the slideshow's own controls, which stand above
          the closure's notice (4.5rem: their 1.5rem, their 2rem, a 1rem gap). On a short phone (667 px) the
          words close up, so that under the English offer's bar (--top-offer) and over the banner the
          heading still shows whole. */}
      <div className="mx-auto flex h-full max-w-6xl flex-col items-center justify-end px-6 pb-[max(6rem,calc(var(--screen-foot)+1.5rem),calc(var(--closure-bar,0px)+4.5rem))] text-center text-cream">
        <p className="mb-4 text-xs font-semibold tracking-[0.4em] text-saffron uppercase [@media(max-height:700px)]:mb-2">
          {site.address.city}
        </p>
        <h1 className="font-display text-5xl leading-tight text-balance sm:text-7xl [@media(max-height:700px)]:text-4xl">{site.brand}</h1>
        <p className="mt-4 max-w-xl text-lg text-cream/90 [@media(max-height:700px)]:mt-2">{site.tagline}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3 [@media(max-height:700px)]:mt-5">
          <Link
            to={here('/contatti')}
            className="rounded-full bg-saffron px-7 py-3 font-semibold tracking-widest text-ink uppercase shadow-lg transition hover:brightness-95"
          >
            {m.home_slideshow_book()}
          </Link>
          <Link
            to={here('/menu')}
            className="rounded-full border-2 border-cream/80 px-7 py-3 font-semibold tracking-widest text-cream uppercase transition hover:bg-cream hover:text-ink"
          >
            {m.home_slideshow_menu()}
          </Link>
        </div>
      </div>

      {/* Above the closure's notice, sticky over the hero's foot. The cookie banner of a first visit, which
          asks to be answered first, may lie over them: rising above it too would push the heading off a
          short phone's screen. */}
      <div
        data-needs-script
        className="absolute inset-x-0 bottom-[calc(var(--closure-bar,0px)+1.5rem)] flex items-center justify-center gap-1"
      >
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? m.home_slideshow_pause() : m.home_slideshow_play()}
          className="mr-1 grid size-8 place-items-center rounded-full text-cream/85 transition hover:bg-cream/15 hover:text-cream"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
        {/* Small dots, each in a finger-sized button (32 px tall, at least 24 px wide: WCAG 2.5.8). */}
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={i}
              type="button"
              onClick={() => pick(i)}
              aria-label={m.home_slideshow_pick({ number: i + 1, count: slides.length, alt: slide.alt })}
              aria-current={i === index ? 'true' : undefined}
              className="group flex h-8 items-center rounded-full px-[7px]"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-8 bg-saffron' : 'w-2.5 bg-cream/60 group-hover:bg-cream'}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
