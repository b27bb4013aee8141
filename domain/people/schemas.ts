// Logging in, and the people who run the site (docs/decisions/025-people-and-roles.md; fields.ts).
import * as z from 'zod/mini';
import { BOOKING_TOKEN } from '../constants';
import { MIN_PASSWORD_LENGTH, ROLES, USERNAME_PATTERN } from '../roles';
import { nameOf, requiredText } from '../fields';

export const loginInput = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1, 'Inserisci lo username'), z.maxLength(64)),
  password: z.string().check(z.minLength(1, 'Inserisci la password'), z.maxLength(256)),
});

const personName = () => nameOf(80);
const username = () => z.string().check(z.trim(), z.regex(USERNAME_PATTERN, 'Da 3 a 64 caratteri: lettere, cifre e . _ @ - (senza spazi)'));
const newPassword = () =>
  z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, `La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri`),
      z.maxLength(256, 'Massimo 256 caratteri'),
    );
const role = () => z.enum(ROLES, 'Scegli un ruolo: titolare o sala');
const personEmail = () => z.pipe(requiredText(200), z.email('Indirizzo e-mail non valido'));

/**
 * A new person: invited by e-mail (they choose their username and password from the link), or,
 * for someone without e-mail, given a username and password by the titolare.
 */
export const userInput = z
  .strictObject({
    name: personName(),
    role: role(),
    email: z.optional(personEmail()),
    username: z.optional(username()),
    password: z.optional(newPassword()),
  })
  .check(
    z.refine((p) => p.email !== undefined || (p.username !== undefined && p.password !== undefined), {
      message: "Serve un indirizzo e-mail per l'invito, oppure username e password",
      path: ['email'],
    }),
    z.refine((p) => p.email === undefined || (p.username === undefined && p.password === undefined), {
      message: "Con l'invito per e-mail username e password li sceglie la persona",
      path: ['username'],
    }),
  );
/** A change to a person: their role, a password set by hand, or a new invitation (a new link). */
export const userUpdateInput = z
  .strictObject({
    name: z.optional(personName()),
    role: z.optional(role()),
    password: z.optional(newPassword()),
    invite: z.optional(z.literal(true)),
  })
  .check(
    // Both would leave a password set and a link that sets another: one or the other.
    z.refine((p) => !(p.invite && p.password !== undefined), {
      message: 'Imposta una password oppure manda un nuovo invito, non tutti e due',
      path: ['invite'],
    }),
  );
/** The invited person's answer: the token of their link, the username and password they chose. */
export const invitationAnswer = z.strictObject({
  token: z.string().check(z.regex(BOOKING_TOKEN, 'Link di invito non valido')),
  username: username(),
  password: newPassword(),
});
/** The first account, made in the browser on a site without a titolare: the deploy's setup code, and who they are. */
export const setupInput = z.strictObject({
  code: z.string().check(z.trim(), z.minLength(1, 'Inserisci il codice di primo accesso'), z.maxLength(200)),
  name: personName(),
  username: username(),
  password: newPassword(),
});
/** The latest changes, of everyone or of one person. */
export const activityQuery = z.strictObject({
  userId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'Persona non valida')), z.transform(Number))),
});

export type UserInput = z.output<typeof userInput>;
export type UserUpdateInput = z.output<typeof userUpdateInput>;
export type InvitationAnswer = z.output<typeof invitationAnswer>;
export type LoginInput = z.output<typeof loginInput>;
export type SetupInput = z.output<typeof setupInput>;
