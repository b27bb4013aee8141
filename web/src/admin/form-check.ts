// The one check every admin form runs before saving: its required fields, with the sentence the
// owner knows for them (docs/product.md#5-validation), then a record's position, then the shared
// request schema the Worker also applies (domain/<feature>/schemas.ts), whose first problem is said.
import type * as z from 'zod/mini';
import { dietProblem, type DishFacts } from '#domain/allergens';

/** A record's position is 1 or more (the shared schema also lets photos start at 0). */
export const positionProblem = (value: unknown) => (Number(value) >= 1 ? undefined : 'La posizione deve essere un numero da 1 in su');

/**
 * The position a form sends: none for a new record whose field was left empty, which the Worker
 * then places after the last of its list (domain/positions.ts); otherwise the number typed.
 */
export const positionToSend = (typed: string, isNew: boolean) => (isNew && typed.trim() === '' ? undefined : Number(typed));

/** What a new record's empty position field means. */
export const NEW_POSITION_HINT = "Vuota: in fondo all'elenco";

export interface FormProblem {
  /** The field to point at (the first blank one, or the schema's), when the form marks fields. */
  field: string;
  message: string;
}

/** How the owner's forms name a field that is missing ("Compila tutti i campi: manca la foto"). */
const MISSING: Record<string, string> = { name: 'il nome', description: 'la descrizione', price: 'il prezzo', image: 'la foto' };

export function checkForm<S extends z.ZodMiniType>(
  schema: S,
  body: Record<string, unknown>,
  /** `facts`: the body is a dish, whose diets must agree with its allergens (domain/allergens.ts). */
  rules: { required: string[]; requiredMessage: string; position?: boolean; sayWhich?: boolean; facts?: boolean },
): { data: z.infer<S>; problem?: undefined } | { data?: undefined; problem: FormProblem } {
  const blank = rules.required.find((field) => !String(body[field] ?? '').trim());
  if (blank) {
    // The spec's sentence stays; where the form asks, it goes on to say which field is missing.
    const which = rules.sayWhich && MISSING[blank] ? `: manca ${MISSING[blank]}` : '';
    return { problem: { field: blank, message: `${rules.requiredMessage}${which}` } };
  }
  // No position at all is a new record's: the Worker places it (positionToSend).
  const position = rules.position && body.position !== undefined ? positionProblem(body.position) : undefined;
  if (position) return { problem: { field: 'position', message: position } };
  const diets = rules.facts ? dietProblem(body as unknown as DishFacts) : null;
  if (diets) return { problem: { field: 'diets', message: diets } };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: { field: String(issue.path[0] ?? ''), message: issue.message } };
  }
  return { data: parsed.data };
}
