import { describe, expect, it } from 'vitest';
import { priceInEuro } from '#domain/menu-words';
import { jsonLdScript } from './json-ld';

describe('schema.org data', () => {
  it.each([
    ['€ 14', '14.00'],
    ['14 €', '14.00'],
    ['€14', '14.00'],
    ['14,50 €', '14.50'],
    ['EUR 9.5', '9.50'],
    [' 7 euro ', '7.00'],
    ['0014', '14.00'],
  ])('reads %j as the price %s in EUR', (text, price) => {
    expect(priceInEuro(text)).toBe(price);
  });

  it.each(['S.Q.', '12/16', '€ 0', '0,00', '', '14,505', '$ 14', '14 € a persona', '1e3'])('leaves %j without a price', (text) => {
    expect(priceInEuro(text)).toBeNull();
  });

  it('writes a script that no text can close or comment out', () => {
    const script = jsonLdScript({ name: '</script><!-- & \u2028' });
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\/|<!--|[\u2028\u2029]/);
    expect(JSON.parse(script.replace(/^<script type="application\/ld\+json">|<\/script>$/g, ''))).toEqual({
      name: '</script><!-- & \u2028',
    });
  });
});
