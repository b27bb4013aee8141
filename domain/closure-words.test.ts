import { describe, expect, it } from 'vitest';
import { closedNowSaid, closureDates, closureSaid } from './closure-words';

describe('a closure as the site says it', () => {
  it('writes its days in the site’s one format, one day or two ends, in the language asked', () => {
    expect(closureDates({ from: '2026-11-28', to: '2026-11-28' })).toBe('Chiusi sabato 28 novembre');
    expect(closureDates({ from: '2026-08-10', to: '2026-08-24' })).toBe('Chiusi da lunedì 10 agosto a lunedì 24 agosto');
    expect(closureDates({ from: '2026-11-28', to: '2026-11-28' }, 'en')).toBe('Closed on Saturday 28 November');
    expect(closureDates({ from: '2026-08-10', to: '2026-08-24' }, 'en')).toBe('Closed from Monday 10 August to Monday 24 August');
  });

  it('says the owner’s sentence after the days, as it was written', () => {
    expect(closureSaid({ from: '2026-08-10', to: '2026-08-24' }, 'Ferie estive: grazie e a presto!')).toBe(
      'Chiusi da lunedì 10 agosto a lunedì 24 agosto: Ferie estive: grazie e a presto!',
    );
    expect(closureSaid({ from: '2026-11-28', to: '2026-11-28' }, 'Summer holidays', 'en')).toBe(
      'Closed on Saturday 28 November: Summer holidays',
    );
  });

  it('says a closure in force until when, or that today is its last day', () => {
    expect(closedNowSaid({ to: '2026-08-24' }, '2026-08-20')).toBe('Ora siamo chiusi, fino a lunedì 24 agosto');
    expect(closedNowSaid({ to: '2026-08-24' }, '2026-08-24', 'en')).toBe('We are closed today');
  });
});
