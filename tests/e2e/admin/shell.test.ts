// The owner's area as a whole in a real browser against the real Worker: logging in and out, a
// phone's controls and axe, forms kept in the address and guarded when half typed.
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, errorsBesides, waitForSplash } from '../browser';
import { ownerSession } from '../owner';

const { session, logIn } = ownerSession();

describe('admin login', () => {
  it('refuses wrong credentials with a toast, then logs in and out', async () => {
    const { page } = session;
    await page.goto('/admin');
    await waitForSplash(page);
    await page.getByRole('heading', { name: 'Pannello Admin' }).waitFor();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Inserisci lo username').waitFor();

    await page.getByLabel('Username').fill(admin.username);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password-sbagliata');
    await page.getByRole('button', { name: 'Mostra la password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Errore di autenticazione').first().waitFor();
    await page.getByText('Credenziali non valide').first().waitFor();

    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
    await page.getByText('Login effettuato con successo!').first().waitFor();
    // The toast leaves the header's Logout free (on a phone it used to cover it for 5 s): at once, or
    // once the page that came with it rests (keep-clear.ts measures again then; on a slow machine
    // the admin may be laid out after the toast first stood).
    // Above it or below it: where depends on what else the opening tab shows (the evening's own
    // controls may take the bottom).
    const clearOfLogout = async () => {
      const toastBox = (await page.getByRole('listitem').filter({ hasText: 'Login effettuato' }).boundingBox())!;
      const logoutBox = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
      return toastBox.y >= logoutBox.y + logoutBox.height || toastBox.y + toastBox.height <= logoutBox.y;
    };
    // Before the toast's 5 s are over (a busy machine may take seconds to lay the admin out and load
    // what measures it).
    await expect.poll(clearOfLogout, { timeout: 4_500 }).toBe(true);

    // Tabs: the arrow keys move between them.
    const tabs = page.getByRole('tab');
    const names = await tabs.allTextContents();
    // The evening first: the admin opens on it (docs/product.md#17-the-evening-on-tables).
    expect(names.slice(0, 7)).toEqual([
      'La serata',
      'Impostazioni Menu',
      'Piatti Speciali',
      'Sezioni Menu',
      'Voci Menu',
      'Eventi',
      'Gallerie',
    ]);
    expect(names[7]).toMatch(/^Prenotazioni/);
    await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The open tab goes through the address, which the router applies in a transition: wait for it.
    await expect.poll(() => page.getByRole('tab', { name: 'Sezioni Menu' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { name: 'Piatti Speciali' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Pannello Admin' }).waitFor();
    await page.getByText('Logout effettuato con successo!').first().waitFor();
    // The expected 401 of the wrong password is the only console message.
    expect(errorsBesides(session.errors, 401)).toEqual([]);
  });
});

describe('on a phone', () => {
  /** Every control of the admin in view that is smaller than a thumb (44 × 44 px); a checkbox or a hidden file input counts by its label. */
  const smallControls = () =>
    session.page.evaluate(() => {
      const found: string[] = [];
      const main = document.querySelector('main')!;
      for (const el of main.querySelectorAll<HTMLElement>('button, a[href], select, input:not([type="hidden"]), textarea, summary')) {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        const input = el instanceof HTMLInputElement ? el : null;
        const target =
          input && ['checkbox', 'radio', 'file'].includes(input.type)
            ? (el.closest('label') ?? document.querySelector<HTMLElement>(`label[for="${el.id}"]`))
            : el;
        if (!target) continue;
        const box = target.getBoundingClientRect();
        if (box.width < 2 && box.height < 2) continue; // visually hidden: its label is measured
        if (box.width < 44 || box.height < 44)
          found.push(
            `${(target.textContent || target.getAttribute('aria-label') || target.tagName).trim().slice(0, 40)} ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
      }
      return found;
    });

  /**
   * Opens every closed panel of the open tab, the nested ones too (a fold, an English disclosure, a
   * button that shows more), so what is inside them is measured: a closed panel hid its controls.
   */
  async function openEveryPanel() {
    for (let round = 0; round < 10; round++) {
      const opened = await session.page.evaluate(() => {
        // The tab shown (the others stay mounted, hidden).
        const panel = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => p.checkVisibility())!;
        let count = 0;
        for (const details of panel.querySelectorAll<HTMLDetailsElement>('details:not([open])')) {
          details.open = true;
          count++;
        }
        // Each button that shows more is pressed once (pressed again it would hide it).
        for (const button of panel.querySelectorAll<HTMLElement>('[aria-expanded="false"]:not([data-pressed])')) {
          if (!button.checkVisibility()) continue;
          button.dataset.pressed = '';
          button.click();
          count++;
        }
        return count;
      });
      if (!opened) return;
      await session.page.waitForTimeout(100);
    }
  }

  it('has every control at least 44 px, in every tab and its form, with every panel open, and keeps the tab on reload', async () => {
    const { page } = session;
    await logIn();
    const tabs = [
      'La serata',
      'Impostazioni Menu',
      'Piatti Speciali',
      'Sezioni Menu',
      'Voci Menu',
      'Eventi',
      'Gallerie',
      'Persone',
      'Posta',
      'Dati e copie',
      'Il Sito',
      'Prenotazioni',
    ];
    const small: string[] = [];
    for (const name of tabs) {
      await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await page.waitForTimeout(300);
      await openEveryPanel();
      small.push(...(await smallControls()).map((c) => `${name}: ${c}`));
      const open = page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^(Nuov[oa]|Aggiungi)\b/ })
        .first();
      if (await open.count()) {
        await open.click();
        await openEveryPanel();
        small.push(...(await smallControls()).map((c) => `${name} (form): ${c}`));
      }
    }
    expect([...new Set(small)]).toEqual([]);
    // The open tab is in the address: a reload comes back to it.
    expect(new URL(page.url()).searchParams.get('sezione')).toBe('prenotazioni');
    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.getByRole('tab', { name: /^Prenotazioni/ }).getAttribute('aria-selected')).toBe('true');
    // Back returns to the tab before.
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Il Sito' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('after saving', () => {
  it('shows the saved record in view, marked, wherever the list puts it', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Sezione in vista e2e');
    await page.getByLabel('Posizione').fill('99'); // last of the list, far below the form
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sezione creata').first().waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Sezione in vista e2e' });
    await expect.poll(() => card.evaluate((li) => li.firstElementChild!.className)).toMatch(/outline-saffron/);
    await expect
      .poll(() =>
        card.evaluate((li) => {
          const box = li.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight
            ? 'in view'
            : `${box.top} ${box.bottom} ${window.innerHeight} ${window.scrollY}`;
        }),
      )
      .toBe('in view');
    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string }[]>('/api/menu-sections');
    for (const s of sections.filter((s) => s.title === 'Sezione in vista e2e'))
      await call(`/api/menu-sections/${s.id}`, { method: 'DELETE' });
  });
});

describe('the open form in the address', () => {
  it('opens again on reload, and leaves the address when it closes', async () => {
    const { page } = session;
    const call = await adminApi(baseURL, admin);
    const [first] = (await call<{ id: number; title: string; position: number }[]>('/api/menu-sections')).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: `Modifica la sezione ${first!.title}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modifica-sezioni')).toBe(String(first!.id));
    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.getByLabel('Sezioni Menu').getByLabel('Titolo').inputValue()).toBe(first!.title);
    expect(await page.getByLabel('Titolo').count()).toBe(1); // no other tab opened a form of the same id
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modifica-sezioni')).toBeNull();
    // A new record's form too, kept (like the tab's) when another tab is opened.
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modifica-sezioni')).toBe('nuovo');
    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.getByLabel('Sezioni Menu').getByLabel('Titolo').inputValue()).toBe('');
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sezione=eventi&modifica-sezioni=nuovo');
    expect(await page.getByLabel('Eventi').getByLabel('Titolo').count()).toBe(0);
  });
});

describe('unsaved changes and links', () => {
  it('asks before a link of the site leaves a form half typed, and then goes there for good', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Sezione a metà');
    // The site's navigation (the router's links, in the panel on a phone).
    const menuLink = async () => {
      await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
      return page.getByRole('dialog', { name: 'Navigazione' }).getByRole('link', { name: 'Menu', exact: true });
    };
    page.once('dialog', (d) => void d.dismiss());
    await (await menuLink()).click();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.keyboard.press('Escape');
    expect(await page.getByLabel('Titolo').inputValue()).toBe('Sezione a metà');
    page.once('dialog', (d) => void d.accept());
    await (await menuLink()).click();
    await page.waitForURL('**/menu');
    await page.waitForTimeout(500); // nothing takes the owner back
    expect(new URL(page.url()).pathname).toBe('/menu');
  });
});

describe('unsaved changes', () => {
  it('asks before Back leaves a form half typed, and keeps what was typed when the owner stays', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    await page.getByLabel('Nome').fill('Piatto a metà');
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked).toEqual(['Hai modifiche non salvate: uscire senza salvarle?']);
    expect(await page.getByLabel('Nome').inputValue()).toBe('Piatto a metà');
    await expect.poll(() => page.getByRole('tab', { name: 'Piatti Speciali' }).getAttribute('aria-selected')).toBe('true');
    // Going on leaves for real: Back then reaches the tab before.
    page.once('dialog', (d) => void d.accept());
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Sezioni Menu' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('the admin on a phone', () => {
  /** No horizontal scrolling and no serious axe violation on the page as it is now. */
  async function check(where: string) {
    const { AxeBuilder } = await import('@axe-core/playwright');
    const { page } = session;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(390);
    // Colours as they settle: a button that was waiting (greyed) fades back in over a transition.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  it('has no horizontal scrolling and no serious axe violation on the login', async () => {
    await session.page.goto('/admin');
    await waitForSplash(session.page);
    await check('login');
  });

  // The tabs in three tests: an axe run is 1.5-3 s of a busy 2-core machine, and the fourteen pages
  // in one test outlasted its 90 s under a full run's load (docs/performance.md#the-test-suite).
  for (const tabs of [
    ['La serata', 'Impostazioni Menu', 'Piatti Speciali', 'Sezioni Menu'],
    ['Voci Menu', 'Eventi', 'Gallerie', 'Il Sito'],
    ['Ospiti', 'Andamento', 'Gruppi', 'Prenotazioni'],
  ]) {
    it(`has no horizontal scrolling and no serious axe violation on ${tabs.join(', ')}`, async () => {
      const { page } = session;
      await logIn();
      for (const tab of tabs) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await page.waitForTimeout(400);
        await check(tab);
      }
    });
  }

  it("has no horizontal scrolling and no serious axe violation in a gallery's photos", async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Gallerie' }).click();
    await page.getByRole('button', { name: 'Modifica la galleria La Sala' }).click();
    await page.getByRole('button', { name: 'Sposta la foto 1' }).waitFor();
    await check('photo manager');
  });

  it('downscales a 4000×3000 phone photo in the browser before uploading it', async () => {
    const sharp = (await import('sharp')).default;
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c8a040' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    await page.getByLabel('Foto del piatto').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: big });
    await page.getByText('Immagine caricata con successo').first().waitFor({ timeout: 15_000 });
    const src = await page.locator('form img').first().getAttribute('src');
    const uploaded = Buffer.from(await (await fetch(`${baseURL}${src}`)).arrayBuffer());
    const meta = await sharp(uploaded).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
    expect(['webp', 'jpeg']).toContain(meta.format);
  });
});

describe('what the owner types', () => {
  it('survives switching tab and back', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByRole('tabpanel').getByLabel('Titolo').fill('Bozza da non perdere');
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    expect(await page.getByRole('tabpanel').getByLabel('Titolo').inputValue()).toBe('Bozza da non perdere');
  });
});

/** A PDF whose pages are the given JPEG photos (all `width` x `height`), each filling an A4 page. */
