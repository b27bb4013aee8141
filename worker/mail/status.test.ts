// The admin's Posta (mail/status.ts): whether mail is set up, said with what to do, and a test message
// to the owner through the outbox, its result said at once; the titolare's alone.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, json, login, loginAs, mailbox, resetState } from '../test/helpers';

beforeEach(resetState);

describe('Posta', () => {
  it('says mail is set up, and is the titolare’s alone', async () => {
    const owner = await login();
    expect(await json(await call('/api/mail-status', { cookie: owner }))).toEqual({
      configured: true,
      from: env.MAIL_FROM,
      owner: env.OWNER_EMAIL,
      siteUrl: env.SITE_URL,
      problems: [],
      outbox: { waiting: 0, failed: 0, lastError: null },
    });
    expect((await call('/api/mail-status')).status).toBe(401);
    const sala = await loginAs('sala');
    expect((await call('/api/mail-status', { cookie: sala })).status).toBe(403);
    expect((await call('/api/mail-status/test', { method: 'POST', cookie: sala })).status).toBe(403);
  });

  it('says in Italian what to set when mail cannot leave, and refuses a test until then', async () => {
    const owner = await login();
    const unset = { MAIL: undefined, MAIL_FROM: 'prenotazioni', SITE_URL: 'http://localhost:8787' } as unknown as Partial<Env>;
    const status = await json(await call('/api/mail-status', { cookie: owner, env: unset }));
    expect(status.configured).toBe(false);
    expect(status.problems).toEqual([
      expect.stringMatching(/^Il Worker non ha il collegamento per l’invio .*Workers Paid/),
      expect.stringMatching(/^MAIL_FROM non è un indirizzo e-mail/),
      expect.stringMatching(/^SITE_URL è http:\/\/localhost:8787, un indirizzo locale/),
    ]);
    const test = await call('/api/mail-status/test', { method: 'POST', cookie: owner, env: unset });
    expect(test.status).toBe(409);
    expect((await json(test)).message).toMatch(/^Prima di provare: Il Worker non ha il collegamento/);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM outbox').first())!.n).toBe(0);
  });

  it('sends a test to the owner through the outbox and says how it went, sent or refused', async () => {
    const owner = await login();
    const { MAIL, sent } = mailbox();
    const ok = await call('/api/mail-status/test', { method: 'POST', cookie: owner, mail: MAIL });
    expect(await json(ok)).toEqual({ status: 'sent', to: env.OWNER_EMAIL, error: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: env.OWNER_EMAIL });
    expect(String(sent[0]!.text)).toContain('pannello Posta');

    // The mail service refuses the owner's address: said now, and not tried again by the hourly job.
    const refused = await json(await call('/api/mail-status/test', { method: 'POST', cookie: owner, mail: env.MAIL_REFUSING }));
    expect(refused).toMatchObject({ status: 'failed', to: env.OWNER_EMAIL, error: expect.any(String) });
    expect(refused.error.length).toBeGreaterThan(0);
    const rows = await env.DB.prepare("SELECT status FROM outbox WHERE kind = 'prova' ORDER BY id").all();
    expect(rows.results).toEqual([{ status: 'sent' }, { status: 'failed' }]);
    const status = await json(await call('/api/mail-status', { cookie: owner }));
    expect(status.outbox).toEqual({ waiting: 0, failed: 1, lastError: refused.error });
  });

  it('takes five tests an hour', async () => {
    const owner = await login();
    const { MAIL } = mailbox();
    for (let i = 0; i < 5; i++)
      expect((await call('/api/mail-status/test', { method: 'POST', cookie: owner, mail: MAIL })).status).toBe(200);
    const sixth = await call('/api/mail-status/test', { method: 'POST', cookie: owner, mail: MAIL });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
