import type { ReactNode } from 'react';

/** A part of a page named by its heading (`id`): what a screen reader lists among the page's regions. */
export function Section({
  id,
  title,
  className,
  titleClassName = 'mb-5 font-display text-3xl text-ink',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
