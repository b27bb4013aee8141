import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId, useState } from 'react';
import { menuItemInput } from '#domain/menu/schemas';
import { useMenuItems, useMenuSections } from '../api';
import { menuKeys } from '../../../lib/query-keys';
import { groupItemsBySection, namesakeIn } from '../menu-logic';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import type { MenuItem, MenuSection } from '../types';
import { DishFactsFields, DishFactsSummary, factsOf } from './dish-facts-fields';
import { RecordList } from '../../../admin/record-list';
import { DESTINATION_LABEL } from '#domain/constants';
import { useSaveRecord } from '../../../admin/session';
import { Field, FormActions, inputClass } from '../../../admin/ui';
import { checkForm, positionToSend } from '../../../admin/form-check';
import { PositionField, useRecordDraft, useRemoveRecord } from '../../../admin/record-form';
import { itemCalls } from '../owner';
import { englishDraft, englishState, lacksEnglish } from '../../../admin/english';
import { EnglishFold, EnglishTexts } from '../../../admin/english-fields';

function ItemForm({ item, sections, onDone }: { item?: MenuItem; sections: MenuSection[]; onDone: () => void }) {
  const id = useId();
  const { values, setValues, set, error, englishOpen, setEnglishOpen, refused } = useRecordDraft({
    sectionId: String(item?.sectionId ?? sections[0]?.id ?? ''),
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item?.price ?? '',
    position: item ? String(item.position) : '',
    ...factsOf(item),
    ...englishDraft(item, TRANSLATED.item),
  });
  const save = useSaveRecord({
    save: itemCalls.save,
    id: item?.id,
    invalidates: [menuKeys.items],
    messages: { created: 'Voce creata', updated: 'Voce aggiornata', failed: 'Errore durante il salvataggio della voce' },
    onDone,
  });
  const items = useMenuItems();
  // A second dish of the section with the same name (another's allergens under one name, two lines
  // in the register) is asked about first: it may be the one already there, to edit instead.
  const [namesake, setNamesake] = useState<{ existing: MenuItem; body: Parameters<typeof save.mutate>[0] }>();

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
    if (refused(checked)) return;
    const existing = namesakeIn(items.data ?? [], { id: item?.id, sectionId: checked.data.sectionId, name: checked.data.name });
    if (existing) return setNamesake({ existing, body: checked.data });
    save.mutate(checked.data);
  };
  const sectionOf = (sectionId: number) => sections.find((s) => s.id === sectionId);

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
        <PositionField id={id} isNew={!item} value={values.position} onChange={set('position')} />
      </div>
      <EnglishFold state={englishState(values, TRANSLATED.item)} open={englishOpen} onOpenChange={setEnglishOpen} className="sm:col-span-2">
        <EnglishTexts id={id} values={values} set={set} fields={[{ key: 'nameEn' }, { key: 'descriptionEn', rows: 2 }]} />
      </EnglishFold>
      <DishFactsFields value={values} onChange={(facts) => setValues((v) => ({ ...v, ...facts }))} />
      <FormActions error={error} saving={save.isPending} onCancel={onDone} className="sm:col-span-2" />
      {namesake && (
        <ConfirmDialog
          title="Un piatto con questo nome c’è già"
          confirmLabel="Salva comunque"
          busy={save.isPending}
          onCancel={() => setNamesake(undefined)}
          onConfirm={() => save.mutate(namesake.body, { onSettled: () => setNamesake(undefined) })}
        >
          <p>
            In «{sectionOf(namesake.existing.sectionId)?.title}» c’è già «{namesake.existing.name}» ({namesake.existing.price}). Salvando,
            il menu e il registro degli allergeni mostrano due piatti con lo stesso nome.
          </p>
          <p className="mt-2 text-sm text-ink/75">Se è lo stesso piatto, torna indietro e modifica quello che c’è già.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

export function ItemsTab() {
  const sections = useMenuSections();
  const items = useMenuItems();
  const remove = useRemoveRecord<MenuItem>(itemCalls.remove, [menuKeys.items], 'Voce eliminata');
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
