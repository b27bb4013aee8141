import { Component, type ReactNode } from 'react';
import { m } from '#i18n/messages';
import { useSite } from '../lib/site';

/** The saved phone number, as a link. */
function PhoneLink() {
  const { phone } = useSite().view;
  return (
    <a className="font-semibold text-walnut underline" href={`tel:${phone.tel}`}>
      {phone.display}
    </a>
  );
}

/** If a page fails, the visitor gets a way out in the page's language, never a blank screen or a stack trace. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Errore nella pagina', error);
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    // Navigating elsewhere gives the next page a fresh start.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-4xl text-ink">{m.error_title()}</h1>
        <p className="mt-4 text-ink/75">
          {m.error_text()} <PhoneLink />.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink"
        >
          {m.error_reload()}
        </button>
      </div>
    );
  }
}
