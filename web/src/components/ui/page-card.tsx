import type { ReactNode } from 'react';
import { Section } from './section';

const TONES = {
  light: { card: 'bg-white shadow-sm ring-1 ring-walnut/10', title: 'text-ink' },
  dark: { card: 'bg-ink text-cream shadow-sm', title: '' },
} as const;

/** A page's rounded card: a section named by its heading (`id`), light on the page's cream or dark. */
export function PageCard({
  id,
  title,
  tone = 'light',
  large = false,
  className = 'p-8',
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: keyof typeof TONES;
  /** The heading one size up, for a card that stands alone in its row. */
  large?: boolean;
  /** The padding and the grid's placement. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Section
      id={id}
      title={title}
      className={`rounded-2xl ${TONES[tone].card} ${className}`}
      titleClassName={`font-display ${large ? 'text-3xl' : 'text-2xl'} ${TONES[tone].title}`}
    >
      {children}
    </Section>
  );
}
