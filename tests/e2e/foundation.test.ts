// Journeys through the foundation in a real browser against the real Worker.
import { describe, expect, it } from 'vitest';
import { admin } from './worker-of-file';
import { browserSession, errorsBesides, TINY_PNG } from './browser';

const session = browserSession();

describe('the site shell', () => {
  it('serves the home page in Italian with its security headers and no errors', async () => {
    const response = await session.page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => session.page.locator('h1').textContent()).toBeTruthy();
    expect(await session.page.locator('html').getAttribute('lang')).toBe('it');
    expect(session.errors).toEqual([]);
  });

  it('shows the English 404 page with status 404 for an unknown path', async () => {
    const response = await session.page.goto('/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await session.page.getByText('404 Page Not Found').waitFor();
    expect(await session.page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  });
});

describe('the admin session in a browser', () => {
  const api = (path: string, init?: { method?: string; json?: unknown }) =>
    session.page.evaluate(
      async ([path, init]) => {
        const res = await fetch(path, {
          method: init?.method ?? (init?.json ? 'POST' : 'GET'),
          credentials: 'include',
          headers: init?.json ? { 'Content-Type': 'application/json' } : {},
          body: init?.json ? JSON.stringify(init.json) : undefined,
        });
        return { status: res.status, body: await res.json() };
      },
      [path, init] as const,
    );

  it('logs in, keeps the cookie away from scripts, uploads a photo, and logs out for good', async () => {
    await session.page.goto('/admin');
    // The app has asked whether the owner is logged in and shows the login form, where it asks
    // nothing more by itself. Without this wait, on a busy machine its first check could come after
    // the login below and open the admin, whose own reads can then meet the logout (CI once saw a
    // third 401 here).
    await session.page.getByLabel('Username').waitFor();
    expect((await api('/api/check-auth')).body).toEqual({ authenticated: false });
    expect((await api('/api/login', { json: { username: admin.username, password: 'sbagliata!!' } })).status).toBe(401);

    const login = await api('/api/login', { json: admin });
    expect(login.status).toBe(200);
    expect((await api('/api/check-auth')).body).toEqual({ authenticated: true, role: 'titolare', name: admin.username });
    // HttpOnly: the page's scripts cannot read the session.
    expect(await session.page.evaluate(() => document.cookie)).not.toContain('session');
    const [cookie] = await session.context.cookies();
    expect(cookie).toMatchObject({ name: '__Host-session', httpOnly: true, secure: true, sameSite: 'Strict' });

    // An upload from the browser, shown back as an image.
    const imageUrl = await session.page.evaluate(
      async (bytes) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
        const res = await fetch('/api/upload-image', { method: 'POST', body: form });
        return ((await res.json()) as { imageUrl: string }).imageUrl;
      },
      [...TINY_PNG],
    );
    expect(imageUrl).toMatch(/^\/media\/images\//);
    const width = await session.page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(-1);
          img.src = src;
        }),
      imageUrl,
    );
    expect(width).toBe(2);

    const section = await api('/api/menu-sections', { json: { title: 'Antipasti della casa', position: 1 } });
    expect(section.status).toBe(201);
    expect((await api('/api/menu-sections')).body).toContainEqual(expect.objectContaining({ title: 'Antipasti della casa' }));

    expect((await api('/api/logout', { method: 'POST' })).status).toBe(200);
    expect((await api('/api/check-auth')).body).toEqual({ authenticated: false });
    expect((await api('/api/menu-sections', { json: { title: 'Dopo il logout' } })).status).toBe(401);
    // Chromium logs the two deliberate 401s above (wrong password, write after logout); nothing else.
    expect(errorsBesides(session.errors, 401)).toEqual([]);
    expect(session.errors).toHaveLength(2);
  });
});
