// Handing a message to the MAIL binding: every header through headerValue, so no value breaks a line
// (docs/decisions/029-what-leaves-the-site.md).
import { NOT_IN_A_LINE } from '#domain/fields';
import { type Composed, type MailEnv, type SendEnv } from './compose';

// The controls the schema refuses in a line (NOT_IN_A_LINE), and Unicode's line and paragraph separators.
const BREAKS_A_LINE = new RegExp(`(?:${NOT_IN_A_LINE.source}|[\u2028\u2029])+`, 'gu');
/**
 * A header's value (the sender's name, a subject, an address): each run of control characters and
 * line separators becomes one space, so that no value, not even one a row saved before the schema
 * refused them, begins a header of its own.
 */
const headerValue = (value: string) => value.replace(BREAKS_A_LINE, ' ').trim();

/**
 * A message's own headers: its id, and for a message one may stop (a thank-you) the one-click
 * unsubscribe of RFC 8058, which Email Service takes only with an https address (a local site's
 * http one goes without it: the link in the body still works).
 */
const ownHeaders = (message: { messageId: string | null; unsubscribe?: string | null }) => {
  const headers: Record<string, string> = {};
  // Cloudflare writes Message-ID itself and refuses one set here; the outbox's id travels beside it.
  if (message.messageId) headers['X-Bistrot-Message-ID'] = headerValue(message.messageId);
  if (message.unsubscribe?.startsWith('https://')) {
    headers['List-Unsubscribe'] = `<${headerValue(message.unsubscribe)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return Object.keys(headers).length ? { headers } : {};
};

/** What the binding is given of a message's headers, every one of them through headerValue. */
export const headersOf = (
  message: Pick<Composed, 'to' | 'subject'> & { messageId: string | null; unsubscribe?: string | null },
  senderName: string,
  env: SendEnv,
) => ({
  from: { name: headerValue(senderName), email: env.MAIL_FROM },
  to: headerValue(message.to),
  // A guest who answers any message reaches the restaurant (an enquiry's reply above all), not MAIL_FROM.
  ...(message.to.trim().toLowerCase() !== env.OWNER_EMAIL.trim().toLowerCase() ? { replyTo: headerValue(env.OWNER_EMAIL) } : {}),
  subject: headerValue(message.subject),
  ...ownHeaders(message),
});

/**
 * What a message's row keeps once it has left or been given up: an invitation's words without its
 * link's token (lib/invitation-link.ts), so that no copy of the outbox opens an account.
 */

/**
 * Sends `message` now, not through the outbox: for an erasure, whose batch deletes the rows it would
 * be sent from. The same sender and headers as deliverOutbox; throws when the binding refuses it.
 */
export async function sendNow(env: MailEnv, message: Composed): Promise<void> {
  await env.MAIL.send({ ...headersOf(message, env.site.brand, env), text: message.text, html: message.html });
}
