// Cookie consent (docs/product.md#4-states and #9-constants-and-limits): stored in localStorage under 'cookieConsent'.
export const CONSENT_KEY = 'cookieConsent';
export type Consent = 'accepted' | 'declined';

export function readConsent(storage: Storage | undefined = globalThis.localStorage): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null; // storage blocked (private mode): ask again, never crash
  }
}

export function storeConsent(value: Consent, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CONSENT_KEY, value);
  } catch {
    // storage blocked: the banner simply hides for this visit
  }
}
