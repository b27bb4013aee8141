// An invitation's link (docs/decisions/025-people-and-roles.md), and what its e-mail keeps of it once
// sent. The token opens an account for 48 hours; the database keeps only its SHA-256, and the
// outbox's copy of the e-mail holds it only until the message leaves (or is given up): then the
// link is cut back to the admin's address, so that neither the outbox nor a copy of the site holds a
// link that opens an account (docs/decisions/029-what-leaves-the-site.md). No import: the copy of
// the site (worker/backup/) runs in Node too.

const FRAGMENT = '#invito=';

/** The admin's page where the invited person chooses their username and password (the token after '#' never reaches a server log). */
export const invitationLink = (siteUrl: string, token: string) => `${siteUrl}/admin${FRAGMENT}${token}`;

const TOKEN_IN_LINK = new RegExp(`${FRAGMENT}[A-Za-z0-9_-]*`, 'g');

/** `text` (an invitation e-mail's text or HTML) with each link's token taken out: the link is the admin's address. */
export const withoutInvitationToken = (text: string) => text.replace(TOKEN_IN_LINK, '');
