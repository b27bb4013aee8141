import { useSyncExternalStore } from 'react';
import { type Consent, readConsent, storeConsent } from './consent';

// The consent as React state shared by the banner and whatever waits for it (the map).
const listeners = new Set<() => void>();
export function setConsent(value: Consent) {
  storeConsent(value);
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useConsent = () =>
  useSyncExternalStore(
    subscribe,
    () => readConsent(),
    () => null,
  );
