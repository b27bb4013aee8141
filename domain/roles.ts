// Who may do what in the owner's area (docs/decisions/025-people-and-roles.md). Two roles: the
// titolare does everything, accounts included; the sala keeps the booking book (reads it, confirms
// and declines, writes the phone's bookings, closes days) and nothing else. The Worker's guard
// enforces this by route; the admin only shows a person the tabs of their role.
export const ROLES = ['titolare', 'sala'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { titolare: 'Titolare', sala: 'Sala' };
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  titolare: 'Tutto: menu, eventi, gallerie, il sito, le prenotazioni e le persone',
  sala: 'Solo le prenotazioni e le chiusure: niente menu, eventi, gallerie, sito o persone',
};

/** Whether a person of role `role` may call a route that names `needed`: the titolare may call every route. */
export const mayCall = (role: Role, needed: Role) => role === 'titolare' || role === needed;

/** The admin's tabs a person of each role sees (the others answer 403 on the server anyway). */
export const SALA_TABS = ['serata', 'prenotazioni', 'gruppi', 'ospiti'] as const;

/** How long an invitation's link lets the person choose their password. */
export const INVITATION_HOURS = 48;

/** The activity record keeps a change this long (the hourly job deletes older rows; the privacy policy says so). */
export const ACTIVITY_RETENTION_MONTHS = 12;
/** How many of the latest changes the admin shows. */
export const ACTIVITY_SHOWN = 200;

/** A username: 3 to 64 letters, digits or . _ @ - (so it can never break out of anything it is written in). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;
/** The shortest password a person may choose. */
export const MIN_PASSWORD_LENGTH = 12;
