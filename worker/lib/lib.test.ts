import { describe, expect, it } from 'vitest';
import { sniffImage, isPdf, mediaKeyOf } from './media';
import { hashPassword, MAX_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS, verifyPassword } from './password';
import {
  addMonths,
  isSlotAhead,
  latestBookableDate,
  nowInItaly,
  reservationDateProblem,
  reservationTimeProblem,
  todayInItaly,
} from '#domain/reservation-rules';
import { clientOfAddress, loginUserKey, networkOfAddress } from './throttle-keys';
import { slugify, uniqueSlug } from '../services/slug';
import { BYTES } from '../test/helpers';

describe('passwords', () => {
  it('stays within the PBKDF2 cap of deployed Workers', () => {
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(MAX_PBKDF2_ITERATIONS);
  });

  it('stores its parameters and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery', 1000);
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('refuses to hash above the cap', async () => {
    await expect(hashPassword('password-long-enough', 100_001)).rejects.toThrow(/100000/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password!', 1000)).not.toBe(await hashPassword('same password!', 1000));
  });
});

describe('slugs', () => {
  it('folds accents, lowers case and joins words with -', () => {
    expect(slugify('Serata Jazz & Vini: è già Natale!')).toBe('serata-jazz-vini-e-gia-natale');
    expect(slugify('  Cena   di   Capodanno  ')).toBe('cena-di-capodanno');
    expect(slugify('???')).toBe('');
  });

  it('adds a numeric suffix when taken', () => {
    expect(uniqueSlug('cena', [])).toBe('cena');
    expect(uniqueSlug('cena', ['cena'])).toBe('cena-2');
    expect(uniqueSlug('cena', ['cena', 'cena-2', 'cena-3'])).toBe('cena-4');
  });
});

describe('file sniffing', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('recognises %s by its bytes', (kind, type) => {
    expect(sniffImage(BYTES[kind])?.contentType).toBe(type);
  });

  it('refuses SVG, PDF and text', () => {
    expect(sniffImage(BYTES.svg)).toBeNull();
    expect(sniffImage(BYTES.pdf)).toBeNull();
    expect(sniffImage(new TextEncoder().encode('hello'))).toBeNull();
    expect(isPdf(BYTES.pdf)).toBe(true);
    expect(isPdf(BYTES.png)).toBe(false);
  });

  it('knows only its own media keys', () => {
    expect(mediaKeyOf('/media/images/0f8fad5b-d9cb-469f-a165-70867728950e.jpg')).toBe('images/0f8fad5b-d9cb-469f-a165-70867728950e.jpg');
    expect(mediaKeyOf('/images/demo/piatto.webp')).toBeNull();
    expect(mediaKeyOf('/media/../secret')).toBeNull();
  });
});

describe('reservation dates', () => {
  // Friday 20 November 2026, 10:00 in Rome.
  const now = new Date('2026-11-20T09:00:00Z');

  it('uses the day in Italy', () => {
    expect(todayInItaly(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  });

  it('accepts an open evening from today on', () => {
    expect(reservationDateProblem('2026-11-20', now)).toBeNull(); // Friday
    expect(reservationDateProblem('2026-11-24', now)).toBeNull(); // Tuesday
  });

  it('refuses the slots of today that have already begun, in Italian time', () => {
    const evening = new Date('2026-11-20T19:10:00Z'); // 20:10 in Rome
    expect(nowInItaly(evening)).toBe('20:10');
    expect(reservationTimeProblem('2026-11-20', '20:00', evening)).toMatch(/già passato/);
    expect(reservationTimeProblem('2026-11-20', '20:30', evening)).toBeNull();
    expect(reservationTimeProblem('2026-11-21', '19:00', evening)).toBeNull();
    expect(isSlotAhead('2026-11-20', '21:30', evening)).toBe(true);
  });

  it('refuses the past, Mondays, Sunday evenings and impossible dates', () => {
    expect(reservationDateProblem('2026-11-19', now)).toMatch(/passata/);
    expect(reservationDateProblem('2026-11-23', now)).toMatch(/lunedì/);
    expect(reservationDateProblem('2026-11-22', now)).toMatch(/domenica/);
    expect(reservationDateProblem('2026-02-31', now)).toMatch(/valida/);
  });

  it('books at most 6 months ahead, counted in calendar months', () => {
    expect(latestBookableDate(now)).toBe('2027-05-20');
    expect(reservationDateProblem('2027-05-20', now)).toBeNull(); // Thursday, the last day
    expect(reservationDateProblem('2027-05-21', now)).toMatch(/6 mesi/);
    expect(reservationDateProblem('9999-12-31', now)).toMatch(/6 mesi/);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-23', -12)).toBe('2025-11-23');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
  });
});

describe('throttle keys', () => {
  it('count an IPv6 client by its /64, an IPv4 one by its address', () => {
    expect(clientOfAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:0db8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientOfAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOfAddress('192.0.2.7')).toBe('192.0.2.7');
    for (const odd of ['unknown', '2001:db8::1::2', 'zz::1', '']) expect(clientOfAddress(odd)).toBe(odd);
  });

  it('name the /48 around an IPv6 client, and no network for IPv4', () => {
    expect(networkOfAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1::/48');
    expect(networkOfAddress('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48');
    expect(networkOfAddress('2001:db8:2::1')).toBe('2001:db8:2::/48');
    for (const none of ['192.0.2.7', '::ffff:192.0.2.7', 'unknown', 'zz::1', '']) expect(networkOfAddress(none)).toBeNull();
  });

  it('share one bucket for a username whatever its case and spaces', () => {
    expect(loginUserKey(' Titolare ')).toBe(loginUserKey('titolare'));
  });
});
