import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId, useState } from 'react';
import { menuItemInput } from '#domain/schemas';
import { toast } from '../components/ui/toast-store';
import { useMenuItems, useMenuSections } from '../features/menu/api';
import { menuKeys } from '../lib/query-keys';
import { groupItemsBySection } from '../features/menu/menu-logic';
import type { MenuItem, MenuSection } from '../features/menu/types';
import { DishFactsFields, DishFactsSummary, factsOf } from './dish-facts';
import { RecordList } from './record-list';
import { DESTINATION_LABEL } from '#domain/constants';
import { useAdminMutation, useSaveRecord } from './session';
import { describedBy, Field, FormActions, inputClass } from './ui';
import { useGuardedValues } from './unsaved';
import { checkForm, NEW_POSITION_HINT, positionToSend } from './form-check';
import { itemCalls } from '../features/menu/owner';
import { englishDraft, englishState, isEnglishField, lacksEnglish } from './english';
import { EnglishFold, EnglishTexts, englishProblem } from './english-fields';

function ItemForm({ item, sections, onDone }: { item?: MenuItem; sections: MenuSection[]; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState({
    sectionId: String(item?.sectionId ?? sections[0]?.id ?? ''),
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item?.price ?? '',
    position: item ? String(item.position) : '',
    ...factsOf(item),
    ...englishDraft(item, TRANSLATED.item),
  });
  useGuardedValues(values);
  const [error, setError] = useState<string>();
  const [englishOpen, setEnglishOpen] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const save = useSaveRecord({
    save: itemCalls.save,
    id: item?.id,
    invalidates: [menuKeys.items],
    messages: { created: 'Voce creata', updated: 'Voce aggiornata', failed: 'Errore durante il salvataggio della voce' },
    onDone,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(
      menuItemInput,
      {
        ...values,
        sectionId: Number(values.sectionId),
        position: positionToSend(values.position, !item),
        isActive: item?.isActive ?? true,
      },
      { required: ['name', 'description', 'price'], requiredMessage: 'Compila tutti i campi', position: true, sayWhich: true, facts: true },
    );
    if (checked.problem) {
      const { field, message } = checked.problem;
      if (!isEnglishField(field)) return setError(message);
      setEnglishOpen(true);
      return setError(englishProblem(field, message));
    }
    setError(undefined);
    save.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-section`} label="Sezione">
        <select id={`${id}-section`} className={inputClass} value={values.sectionId} onChange={set('sectionId')}>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} ({DESTINATION_LABEL[s.destination]})
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-name`} label="Nome">
        <input id={`${id}-name`} className={inputClass} value={values.name} onChange={set('name')} />
      </Field>
      <Field id={`${id}-description`} label="Descrizione">
        <textarea id={`${id}-description`} rows={2} className={inputClass} value={values.description} onChange={set('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-price`} label="Prezzo">
          <input id={`${id}-price`} className={inputClass} value={values.price} onChange={set('price')} placeholder="€ 12" />
        </Field>
        <Field id={`${id}-position`} label="Posizione" hint={item ? undefined : NEW_POSITION_HINT}>
          <input
            id={`${id}-position`}
            type="number"
            min={1}
            inputMode="numeric"
            className={inputClass}
            value={values.position}
            onChange={set('position')}
            {...describedBy(`${id}-position`, undefined, !item)}
          />
        </Field>
      </div>
      <EnglishFold state={englishState(values, TRANSLATED.item)} open={englishOpen} onOpenChange={setEnglishOpen} className="sm:col-span-2">
        <EnglishTexts id={id} values={values} set={set} fields={[{ key: 'nameEn' }, { key: 'descriptionEn', rows: 2 }]} />
      </EnglishFold>
      <DishFactsFields value={values} onChange={(facts) => setValues((v) => ({ ...v, ...facts }))} />
      <FormActions error={error} saving={save.isPending} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

export function ItemsTab() {
  const sections = useMenuSections();
  const items = useMenuItems();
  const remove = useAdminMutation({
    call: (item: MenuItem) => itemCalls.remove(item.id),
    invalidates: [menuKeys.items],
    onSuccess: () => toast({ title: 'Voce eliminata' }),
  });
  const sorted = [...(sections.data ?? [])].sort((a, b) => a.destination.localeCompare(b.destination) || a.position - b.position);
  const grouped = groupItemsBySection(items.data ?? []);

  return (
    <RecordList
      addressName="voci"
      heading="Voci del menu"
      newLabel="Nuova voce"
      emptyText="Crea prima una sezione del menu."
      groupEmptyText="Nessuna voce in questa sezione"
      loading={sections.isPending || items.isPending}
      failed={sections.isError || items.isError}
      onRetry={() => void Promise.all([sections.refetch(), items.refetch()])}
      groups={sorted.map((s) => ({
        key: s.id,
        title: `${s.title} · ${DESTINATION_LABEL[s.destination]}`,
        records: grouped.get(s.id) ?? [],
      }))}
      name={(i) => `la voce ${i.name}`}
      summary={(i) => (
        <>
          <p className="font-display text-lg text-ink">
            {i.name} <span className="font-sans text-base font-semibold text-walnut">{i.price}</span>
          </p>
          <p className="text-sm text-ink/70">{i.description}</p>
          <DishFactsSummary facts={i} />
        </>
      )}
      form={(i, done) => <ItemForm item={i} sections={sorted} onDone={done} />}
      english={{
        lacking: (i) => lacksEnglish(i, TRANSLATED.item),
        nouns: { one: 'voce', many: 'voci', all: 'Tutte le voci hanno l’inglese' },
      }}
      onDelete={(i) => window.confirm(`Eliminare la voce "${i.name}"?`) && remove.mutate(i)}
    />
  );
}
