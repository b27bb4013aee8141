// The shape every record form of the owner's tabs shares (dishes, items, galleries, events): its
// draft guarded against leaving (unsaved.ts), a setter per field, the form's one error with the
// English fold opened when the problem is an English field's, the position field, and the list's
// delete. Written once here, so that the tabs say only what is their own.
import type { QueryKey } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { toast } from '../components/ui/toast-store';
import { isEnglishField } from './english';
import { englishProblem } from './english-fields';
import { type FormProblem, NEW_POSITION_HINT } from './form-check';
import { useAdminMutation } from './session';
import { describedBy, Field, inputClass } from './ui';
import { useGuardedValues } from './unsaved';

/** What a record form's draft gives its fields: the values, a setter per field, the error and the English fold. */
export function useRecordDraft<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState(initial);
  useGuardedValues(values);
  const [error, setError] = useState<string>();
  const [englishOpen, setEnglishOpen] = useState(false);
  const set = (key: keyof V) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  /**
   * Shows a check's problem (form-check.ts checkForm), in the English fold's words when it is an English field's (and opens
   * the fold, so the owner sees the field); clears the error when there is none. True when refused.
   */
  const refused = <C extends { problem?: FormProblem }>(checked: C): checked is Extract<C, { problem: FormProblem }> => {
    const { problem } = checked;
    if (!problem) {
      setError(undefined);
      return false;
    }
    if (isEnglishField(problem.field)) {
      setEnglishOpen(true);
      setError(englishProblem(problem.field, problem.message));
    } else setError(problem.message);
    return true;
  };
  return { values, setValues, set, error, setError, englishOpen, setEnglishOpen, refused };
}

/**
 * A record's place in its list: empty on a new record puts it last (form-check.ts positionToSend),
 * so a new record's field says so unless the form says otherwise (`hint`).
 */
export function PositionField({
  id,
  value,
  onChange,
  isNew,
  label = 'Posizione',
  hint = isNew ? NEW_POSITION_HINT : undefined,
  error,
  max,
  className = '',
}: {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  isNew: boolean;
  label?: string;
  hint?: string;
  error?: string;
  max?: number;
  className?: string;
}) {
  return (
    <Field id={`${id}-position`} label={label} error={error} hint={hint}>
      <input
        id={`${id}-position`}
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        className={`${inputClass} ${className}`.trim()}
        value={value}
        onChange={onChange}
        {...describedBy(`${id}-position`, error, Boolean(hint))}
      />
    </Field>
  );
}

/** A record's delete from its list: the lists it touches refetched, and a toast that says it went. */
export const useRemoveRecord = <T extends { id: number }>(
  remove: (id: number) => Promise<unknown>,
  invalidates: QueryKey[],
  done: string,
) =>
  useAdminMutation({
    call: (record: T) => remove(record.id),
    invalidates,
    onSuccess: () => toast({ title: done }),
  });
