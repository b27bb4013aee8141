import { afterEach, describe, expect, it } from 'vitest';
import { holdBlurAtRest } from './at-rest';

afterEach(() => {
  delete document.documentElement.dataset.atRest;
  history.replaceState(null, '', '/');
});

describe('the bars at rest', () => {
  it('are marked until the page first scrolls', () => {
    holdBlurAtRest(document);
    expect(document.documentElement.hasAttribute('data-at-rest')).toBe(true);
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-at-rest')).toBe(false);
  });

  it('until the first touch or key, which may open what passes under them', () => {
    for (const type of ['pointerdown', 'keydown']) {
      holdBlurAtRest(document);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(document.documentElement.hasAttribute('data-at-rest'), type).toBe(false);
    }
  });

  it('are not marked on an address with an anchor, which opens scrolled to it', () => {
    history.replaceState(null, '', '/contatti#gruppi');
    holdBlurAtRest(document);
    expect(document.documentElement.hasAttribute('data-at-rest')).toBe(false);
  });
});
