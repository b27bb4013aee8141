import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, readConsent, storeConsent } from './consent';

describe('cookie consent', () => {
  it('stores accepted or declined under cookieConsent', () => {
    localStorage.clear();
    expect(readConsent()).toBeNull();
    storeConsent('accepted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(readConsent()).toBe('accepted');
    storeConsent('declined');
    expect(readConsent()).toBe('declined');
  });

  it('ignores any other stored value, and a storage that throws', () => {
    localStorage.setItem(CONSENT_KEY, 'forse');
    expect(readConsent()).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(readConsent(broken)).toBeNull();
    expect(() => storeConsent('accepted', broken)).not.toThrow();
  });
});
