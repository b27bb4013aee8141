import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { m } from '#i18n/messages';

/** A link that opens in a new tab, and says so to a screen reader in the page's language. */
export function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{m.new_tab()}</span>
    </a>
  );
}

/**
 * A button that needs the page's script (hidden without it: web/index.html, data-needs-script), and the
 * sentence a visitor without JavaScript reads in its place.
 */
export function ScriptButton({ noscript, ...button }: { noscript: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <>
      <noscript>
        <p className="max-w-sm text-sm text-ink/80">{noscript}</p>
      </noscript>
      <button type="button" data-needs-script {...button} />
    </>
  );
}
