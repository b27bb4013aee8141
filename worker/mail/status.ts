// The admin's Posta (README, E-mail; docs/decisions/036-going-live.md): whether the site can send
// e-mail, said in plain Italian with what to do, and a test message to the owner through the outbox.
// Until mail works the site keeps working: the owner's mode needs none, and the outbox keeps what
// would have left.
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { siteUrlProblem } from '../middleware/site-key';
import { readFacts } from '../site/site';
import { mailTest, type SendEnv, withSite } from './compose';
import { deliverOutbox, queue } from './outbox';

const isAddress = (value: string | undefined) => z.email().safeParse(value?.trim() ?? '').success;

/** What the Posta panel reads. */
export interface MailStatus {
  configured: boolean;
  from: string;
  owner: string;
  siteUrl: string;
  /** Each thing to set, as a sentence that says what to do. */
  problems: string[];
  /** The messages waiting to leave, those given up, and the latest error. */
  outbox: { waiting: number; failed: number; lastError: string | null };
}

/** Whether the Worker's settings let mail leave, and each problem as what to set: read from the bindings alone. */
export function mailSettings(env: Partial<SendEnv>, requestUrl: string): Pick<MailStatus, 'configured' | 'problems'> {
  const problems: string[] = [];
  if (!env.MAIL)
    problems.push(
      'Il Worker non ha il collegamento per l’invio (il binding MAIL di Cloudflare Email Service): serve il piano Workers Paid. Finché manca, le e-mail non partono: restano nell’elenco «E-mail ai clienti» di Prenotazioni, con il loro errore.',
    );
  if (!isAddress(env.MAIL_FROM))
    problems.push(
      'MAIL_FROM non è un indirizzo e-mail: imposta il mittente, un indirizzo del tuo dominio (es. prenotazioni@tuodominio.it), tra le variabili del Worker.',
    );
  if (!isAddress(env.OWNER_EMAIL))
    problems.push('OWNER_EMAIL non è un indirizzo e-mail: imposta dove ricevere gli avvisi del titolare tra le variabili del Worker.');
  const url = siteUrlProblem(env.SITE_URL, requestUrl);
  if (url) problems.push(`${url}. Correggi SITE_URL tra le variabili del Worker e ripubblica.`);
  return { configured: Boolean(env.MAIL) && isAddress(env.MAIL_FROM) && isAddress(env.OWNER_EMAIL), problems };
}

export async function mailStatus(db: Db, env: Partial<SendEnv>, requestUrl: string): Promise<MailStatus> {
  const [[counts], [last]] = await db.batch([
    db
      .select({
        waiting: sql<number>`coalesce(sum(${outbox.status} IN ('pending', 'sending')), 0)`,
        failed: sql<number>`coalesce(sum(${outbox.status} = 'failed'), 0)`,
      })
      .from(outbox),
    db
      .select({ lastError: outbox.lastError })
      .from(outbox)
      .where(sql`${outbox.lastError} IS NOT NULL`)
      .orderBy(desc(outbox.id))
      .limit(1),
  ]);
  return {
    ...mailSettings(env, requestUrl),
    from: env.MAIL_FROM ?? '',
    owner: env.OWNER_EMAIL ?? '',
    siteUrl: env.SITE_URL ?? '',
    outbox: { waiting: counts?.waiting ?? 0, failed: counts?.failed ?? 0, lastError: last?.lastError ?? null },
  };
}

/** How a test message went: sent, or failed with the mail service's own words. */
export interface MailTestResult {
  status: 'sent' | 'failed';
  to: string;
  error: string | null;
}

/**
 * A test message to the owner, queued and sent at once through the outbox (so it is listed as any
 * other). A failure is said now and not tried again by the hourly job.
 */
export async function sendTest(db: Db, env: SendEnv): Promise<MailTestResult> {
  const message = mailTest(withSite(env, await readFacts(db)));
  const [queued] = await queue(db, message).returning({ id: outbox.id });
  await deliverOutbox(db, env, new Date(), { message: queued!.id });
  await db
    .update(outbox)
    .set({ status: 'failed' })
    .where(and(eq(outbox.id, queued!.id), eq(outbox.status, 'pending')));
  const [row] = await db.select({ status: outbox.status, lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, queued!.id));
  return { status: row?.status === 'sent' ? 'sent' : 'failed', to: message.to, error: row?.lastError ?? null };
}
