// What the titolare does with the people of the site, and an invited person's answer
// (docs/decisions/025-people-and-roles.md): plain functions returning a Result (worker/lib/result.ts),
// which ./routes.ts answers. The last titolare who can log in can be neither removed nor made sala:
// each such change is one statement that checks it, so two titolari removing each other at once
// cannot leave none.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { INVITATION_HOURS, type Role } from '#domain/roles';
import type { InvitationAnswer, SetupInput, UserInput, UserUpdateInput } from '#domain/people/schemas';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { rawBatch } from '../db/statements';
import { invitationLink } from '../lib/invitation-link';
import { hashPassword } from '../lib/password';
import { type Deps, done, refused, type Refused, type Result } from '../lib/result';
import { base64url, randomToken } from '../lib/token';
import { deliverOutbox, queue } from '../mail/outbox';
import { staffInvitation, withSite } from '../mail/compose';
import { readFacts } from '../site/site';

/** A person as the admin lists them: never their password or their invitation's token. */
export interface Person {
  id: number;
  name: string;
  username: string | null;
  email: string | null;
  role: Role;
  /** 'attivo': can log in; 'invitato': the link is still good; 'invito scaduto': a new one is needed. */
  state: 'attivo' | 'invitato' | 'invito scaduto';
  inviteExpiresAt: Date | null;
  createdAt: Date;
}

/** Whether a person can log in: the login needs both (a password alone, without a username, opens nothing). */
const canLogIn = (row: typeof users.$inferSelect) => row.password !== null && row.username !== null;

const personOf = (row: typeof users.$inferSelect, now = Date.now()): Person => ({
  id: row.id,
  name: row.name || row.username || '',
  username: row.username,
  email: row.email,
  role: row.role,
  state: canLogIn(row) ? 'attivo' : row.inviteExpiresAt && row.inviteExpiresAt.getTime() > now ? 'invitato' : 'invito scaduto',
  inviteExpiresAt: canLogIn(row) ? null : row.inviteExpiresAt,
  createdAt: row.createdAt,
});

/** The SHA-256 of an invitation's token, as stored: the token itself lives only in the e-mail. */
const digest = async (token: string) => base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));

/** A fresh invitation: its token (for the link), and what the row keeps of it. */
async function invitation(now = Date.now()) {
  const token = randomToken();
  return { token, inviteHash: await digest(token), inviteExpiresAt: new Date(now + INVITATION_HOURS * 3600_000) };
}

/** True while another titolare who can log in (username and password, as canLogIn) remains besides `id`. */
const anotherTitolare = (id: number): SQL =>
  sql`EXISTS (SELECT 1 FROM users WHERE role = 'titolare' AND password IS NOT NULL AND username IS NOT NULL AND id <> ${id})`;
const LAST_TITOLARE = 'Serve almeno un titolare che possa entrare: nomina prima un altro titolare';

const readPerson = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** The invitation e-mail to `person`, with a link holding `token`. */
const invitationMail = async (deps: Deps, person: { name: string; role: Role; email: string }, token: string, expires: Date) =>
  staffInvitation(person, invitationLink(deps.env.SITE_URL, token), expires, withSite(deps.env, await readFacts(deps.db)));

/** The refusal when another person already has this e-mail or username (any case), else null. */
async function taken(db: Db, field: 'email' | 'username', value: string): Promise<Refused | null> {
  const column = field === 'email' ? users.email : users.username;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${column}) = ${value.toLowerCase()}`)
    .limit(1);
  if (!other) return null;
  return refused(
    409,
    field === 'email' ? 'Esiste già una persona con questo indirizzo e-mail' : 'Questo nome utente è già in uso: scegline un altro',
  );
}

/** Everyone, in the order they were added. */
export const listPeople = async (db: Db) => (await db.select().from(users).orderBy(users.id)).map((row) => personOf(row));

/** A new person: invited by e-mail (a link valid INVITATION_HOURS), or with a username and password set by hand. */
export async function addPerson(deps: Deps, body: UserInput): Promise<Result<Person>> {
  const { db } = deps;
  const clash = await taken(db, body.email !== undefined ? 'email' : 'username', body.email ?? body.username!);
  if (clash) return clash;
  if (body.email !== undefined) {
    const { token, inviteHash, inviteExpiresAt } = await invitation();
    const email = body.email.toLowerCase();
    const mail = await invitationMail(deps, { name: body.name, role: body.role, email }, token, inviteExpiresAt);
    const [[row]] = await db.batch([
      db.insert(users).values({ name: body.name, role: body.role, email, inviteHash, inviteExpiresAt }).returning(),
      queue(db, mail),
    ]);
    deps.later(deliverOutbox(db, deps.env));
    return done(personOf(row!));
  }
  const [row] = await db
    .insert(users)
    .values({ name: body.name, role: body.role, username: body.username!, password: await hashPassword(body.password!) })
    .returning();
  return done(personOf(row!));
}

/**
 * A person's name, role or password changed, or a new invitation sent. A password set by hand ends
 * the person's other sessions than `sessionId` (the titolare's own: a lost phone, a colleague who left).
 */
export async function changePerson(deps: Deps, id: number, body: UserUpdateInput, sessionId: string): Promise<Result<Person>> {
  const { db } = deps;
  const before = await readPerson(db, id);
  if (!before) return refused(404, 'Persona non trovata');
  if (body.invite && (canLogIn(before) || !before.email)) {
    return refused(409, canLogIn(before) ? 'Questa persona ha già scelto la sua password' : 'Questa persona non ha un indirizzo e-mail');
  }
  // A password for someone who has no username yet would open nothing, and would make an invited
  // titolare look like one who can log in: they choose both from a new invitation instead.
  if (body.password !== undefined && before.username === null) {
    return refused(409, 'Questa persona non ha ancora scelto il nome utente: mandale un nuovo invito');
  }
  const fresh = body.invite ? await invitation() : undefined;
  const set = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.role !== undefined ? { role: body.role } : {}),
    ...(body.password !== undefined ? { password: await hashPassword(body.password), inviteHash: null, inviteExpiresAt: null } : {}),
    ...(fresh ? { inviteHash: fresh.inviteHash, inviteExpiresAt: fresh.inviteExpiresAt } : {}),
  };
  if (!Object.keys(set).length) return done(personOf(before));
  // A titolare made sala keeps working only if another titolare remains.
  const demotes = body.role === 'sala' && before.role === 'titolare';
  const [updated] = await db
    .update(users)
    .set(set)
    .where(and(eq(users.id, id), demotes ? anotherTitolare(id) : undefined))
    .returning();
  if (!updated) return refused(409, LAST_TITOLARE);
  if (body.password !== undefined) await db.delete(sessions).where(and(eq(sessions.userId, id), sql`${sessions.id} <> ${sessionId}`));
  if (fresh) {
    const to = { name: updated.name, role: updated.role, email: updated.email! };
    await queue(db, await invitationMail(deps, to, fresh.token, fresh.inviteExpiresAt));
    deps.later(deliverOutbox(db, deps.env));
  }
  return done(personOf(updated));
}

/** A person removed, with their sessions: they are logged out at once. */
export async function removePerson(db: Db, id: number): Promise<Result<{ success: true }>> {
  const [removed, , exists] = await rawBatch(db, [
    sql`DELETE FROM users WHERE id = ${id} AND (role <> 'titolare' OR password IS NULL OR username IS NULL OR ${anotherTitolare(id)}) RETURNING id`,
    sql`DELETE FROM sessions WHERE user_id = ${id} AND NOT EXISTS (SELECT 1 FROM users WHERE id = ${id})`,
    sql`SELECT id FROM users WHERE id = ${id}`,
  ]);
  if (removed!.length) return done({ success: true });
  return exists!.length ? refused(409, LAST_TITOLARE) : refused(404, 'Persona non trovata');
}

/**
 * The invited person's answer: the link's token, and the username and password they chose. The link
 * is spent; the route then logs them in.
 */
export async function acceptInvitation(db: Db, { token, username, password }: InvitationAnswer) {
  const inviteHash = await digest(token);
  const valid = () => and(eq(users.inviteHash, inviteHash), sql`${users.inviteExpiresAt} > ${Date.now()}`);
  const spent = refused(404, "Questo invito non vale più (è scaduto o è già stato usato): chiedi al titolare d'inviartene un altro");
  // The link first: without a good one, a stranger learns nothing (not which usernames are taken)
  // and costs no password hash.
  const [invited] = await db.select({ id: users.id }).from(users).where(valid()).limit(1);
  if (!invited) return spent;
  const clash = await taken(db, 'username', username);
  if (clash) return clash;
  const [person] = await db
    .update(users)
    .set({ username, password: await hashPassword(password), inviteHash: null, inviteExpiresAt: null })
    .where(and(eq(users.id, invited.id), valid()))
    // What opening their session needs: never the password's hash.
    .returning({ id: users.id, username: users.username, name: users.name, role: users.role });
  return person ? done(person) : spent;
}

/** No titolare can log in: the site's first account is still to be made (docs/decisions/036-going-live.md). */
const NO_OWNER = sql`NOT EXISTS (SELECT 1 FROM users WHERE role = 'titolare' AND username IS NOT NULL AND password IS NOT NULL)`;

/** Whether the site still waits for its first titolare. */
export async function ownerNeeded(db: Db): Promise<boolean> {
  const [rows] = await rawBatch<{ needed: number }>(db, [sql`SELECT ${NO_OWNER} AS needed`]);
  return rows![0]!.needed === 1;
}

/** The site has its titolare: the first account's page is gone. */
export const OWNER_EXISTS = 'Il sito ha già il suo titolare: accedi con nome utente e password';

/**
 * The first titolare, made while none can log in: one statement checks it and writes, so two
 * browsers at once make one account and the other is told it exists.
 */
export async function firstOwner(db: Db, { name, username, password }: Omit<SetupInput, 'code'>) {
  const clash = await taken(db, 'username', username);
  // Said beside the field the first page asks it in.
  if (clash) return refused(409, clash.message, { issues: [{ path: 'username', message: clash.message }] });
  const hash = await hashPassword(password);
  const [rows] = await rawBatch<{ id: number }>(db, [
    sql`INSERT INTO users (name, username, password, role) SELECT ${name}, ${username}, ${hash}, 'titolare' WHERE ${NO_OWNER} RETURNING id`,
  ]);
  const id = rows![0]?.id;
  return id === undefined ? refused(409, OWNER_EXISTS) : done({ id, name, username, role: 'titolare' as const });
}
