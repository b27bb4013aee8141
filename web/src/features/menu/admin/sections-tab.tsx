import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId, useState } from 'react';
import { DESTINATION_LABEL, type Destination } from '#domain/constants';
import { menuSectionInput } from '#domain/menu/schemas';
import { useMenuItems, useMenuSections } from '../api';
import { menuKeys } from '../../../lib/query-keys';
import type { MenuSection } from '../types';
import { useSaveRecord } from '../../../admin/session';
import { PositionField, useRemoveRecord } from '../../../admin/record-form';
import { listRead, RecordList } from '../../../admin/record-list';
import { describedBy, Field, FormActions, inputClass } from '../../../admin/ui';
import { checkForm, positionToSend } from '../../../admin/form-check';
import { sectionCalls } from '../owner';
import { useGuardedValues } from '../../../admin/unsaved';
import { englishState, lacksEnglish } from '../../../admin/english';
import { EnglishFold } from '../../../admin/english-fields';
import { m } from '#i18n/messages';

function SectionForm({ section, onDone }: { section?: MenuSection; onDone: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(section?.title ?? '');
  const [titleEn, setTitleEn] = useState(section?.titleEn ?? '');
  const [position, setPosition] = useState(section ? String(section.position) : '');
  const [destination, setDestination] = useState<Destination>(section?.destination ?? 'mare');
  useGuardedValues({ title, titleEn, position, destination });
  const [error, setError] = useState<{ field: 'title' | 'titleEn' | 'position'; message: string }>();
  const [englishOpen, setEnglishOpen] = useState(false);
  const save = useSaveRecord({
    save: sectionCalls.save,
    id: section?.id,
    invalidates: [menuKeys.sections],
    messages: { created: 'Sezione creata', updated: 'Sezione aggiornata', failed: 'Errore durante il salvataggio della sezione' },
    onDone,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(
      menuSectionInput,
      { title, titleEn, position: positionToSend(position, !section), destination, isActive: section?.isActive ?? true },
      { required: ['title'], requiredMessage: 'Inserisci il titolo della sezione', position: true },
    );
    if (checked.problem) {
      const { field, message } = checked.problem;
      if (field === 'titleEn') setEnglishOpen(true);
      return setError({ field: field === 'position' || field === 'titleEn' ? field : 'title', message });
    }
    setError(undefined);
    save.mutate(checked.data);
  };

  const titleError = error?.field === 'title' ? error.message : undefined;
  const positionError = error?.field === 'position' ? error.message : undefined;
  const titleEnError = error?.field === 'titleEn' ? error.message : undefined;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr] sm:items-end">
      <Field id={`${id}-title`} label="Titolo" error={titleError}>
        <input
          id={`${id}-title`}
          className={inputClass}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          {...describedBy(`${id}-title`, titleError)}
        />
      </Field>
      <PositionField id={id} isNew={!section} error={positionError} value={position} onChange={(e) => setPosition(e.target.value)} />
      <Field id={`${id}-destination`} label="Destinazione">
        <select
          id={`${id}-destination`}
          className={inputClass}
          value={destination}
          onChange={(e) => setDestination(e.target.value as Destination)}
        >
          <option value="mare">Mare</option>
          <option value="montagna">Montagna</option>
        </select>
      </Field>
      <EnglishFold
        state={englishState({ title, titleEn }, TRANSLATED.section)}
        open={englishOpen}
        onOpenChange={setEnglishOpen}
        className="sm:col-span-3"
      >
        <Field id={`${id}-titleEn`} label="Titolo (inglese)" error={titleEnError}>
          <input
            id={`${id}-titleEn`}
            lang="en"
            className={inputClass}
            value={titleEn}
            onChange={(e) => setTitleEn(e.target.value)}
            {...describedBy(`${id}-titleEn`, titleEnError)}
          />
        </Field>
      </EnglishFold>
      <FormActions saving={save.isPending} onCancel={onDone} className="sm:col-span-3" />
    </form>
  );
}

export function SectionsTab() {
  const sections = useMenuSections();
  const items = useMenuItems();
  const remove = useRemoveRecord<MenuSection>(sectionCalls.remove, [menuKeys.sections, menuKeys.items], 'Sezione eliminata');
  const list = [...(sections.data ?? [])].sort((a, b) => a.destination.localeCompare(b.destination) || a.position - b.position);

  const confirmDelete = (section: MenuSection) => {
    const count = (items.data ?? []).filter((i) => i.sectionId === section.id).length;
    const withItems = count === 0 ? '' : ` ${m.admin_section_items_deleted({ count })}`;
    if (window.confirm(`Eliminare la sezione "${section.title}"?${withItems}`)) remove.mutate(section);
  };

  return (
    <RecordList
      addressName="sezioni"
      heading="Sezioni del menu"
      newLabel="Nuova sezione"
      emptyText="Nessuna sezione presente"
      {...listRead(sections)}
      groups={[{ key: 'all', records: list }]}
      name={(s) => `la sezione ${s.title}`}
      summary={(s) => (
        <>
          <p className="font-display text-xl text-ink">{s.title}</p>
          <p className="text-sm text-ink/70">
            {DESTINATION_LABEL[s.destination]} · posizione {s.position}
          </p>
        </>
      )}
      form={(s, done) => <SectionForm section={s} onDone={done} />}
      english={{
        lacking: (s) => lacksEnglish(s, TRANSLATED.section),
        nouns: { one: 'sezione', many: 'sezioni', all: 'Tutte le sezioni hanno l’inglese' },
      }}
      onDelete={confirmDelete}
    />
  );
}
