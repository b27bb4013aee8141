import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId, useState } from 'react';
import { DESTINATION_LABEL, type Destination } from '#domain/constants';
import { featuredDishInput } from '#domain/menu/schemas';
import { useFeaturedDishes } from '../api';
import { featuredAfterSave } from '../menu-logic';
import { menuKeys } from '../../../lib/query-keys';
import type { FeaturedDish } from '../types';
import { ImageInput } from '../../../admin/image-input';
import { DishFactsFields, DishFactsSummary, factsOf } from './dish-facts-fields';
import { listRead, RecordList } from '../../../admin/record-list';
import { useSaveRecord } from '../../../admin/session';
import { Field, FormActions, inputClass } from '../../../admin/ui';
import { PositionField, useRecordDraft, useRemoveRecord } from '../../../admin/record-form';
import { checkForm, positionToSend } from '../../../admin/form-check';
import { FEATURED_PLACES, nextPosition } from '#domain/positions';
import { dishCalls } from '../owner';
import { englishDraft, englishState, lacksEnglish } from '../../../admin/english';
import { EnglishFold, EnglishTexts } from '../../../admin/english-fields';
import { m } from '#i18n/messages';

function DishForm({ dish, onDone }: { dish?: FeaturedDish; onDone: () => void }) {
  const id = useId();
  const { values, setValues, set, error, englishOpen, setEnglishOpen, refused } = useRecordDraft({
    name: dish?.name ?? '',
    description: dish?.description ?? '',
    image: dish?.image ?? '',
    position: dish ? String(dish.position) : '',
    ...factsOf(dish),
    destination: (dish?.destination ?? 'mare') as Destination,
    ...englishDraft(dish, TRANSLATED.dish),
  });
  const [uploading, setUploading] = useState(false);
  const save = useSaveRecord({
    save: dishCalls.save,
    id: dish?.id,
    invalidates: [menuKeys.featuredDishes],
    messages: { created: 'Piatto creato', updated: 'Piatto aggiornato', failed: "Errore durante l'aggiornamento del piatto" },
    onDone,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(
      featuredDishInput,
      { ...values, position: positionToSend(values.position, !dish), isActive: dish?.isActive ?? true },
      { required: ['name', 'description', 'image'], requiredMessage: 'Compila tutti i campi', sayWhich: true, facts: true },
    );
    if (refused(checked)) return;
    save.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-name`} label="Nome">
        <input id={`${id}-name`} className={inputClass} value={values.name} onChange={set('name')} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <PositionField
          id={id}
          isNew={!dish}
          label="Posizione (1-3)"
          hint={dish ? undefined : 'Vuota: dopo l’ultimo piatto'}
          max={FEATURED_PLACES}
          value={values.position}
          onChange={set('position')}
        />
        <Field id={`${id}-destination`} label="Destinazione">
          <select id={`${id}-destination`} className={inputClass} value={values.destination} onChange={set('destination')}>
            <option value="mare">Mare</option>
            <option value="montagna">Montagna</option>
          </select>
        </Field>
      </div>
      <SlotPreview dish={dish} name={values.name} position={positionToSend(values.position, !dish)} destination={values.destination} />
      <Field id={`${id}-description`} label="Descrizione">
        <textarea id={`${id}-description`} rows={3} className={inputClass} value={values.description} onChange={set('description')} />
      </Field>
      <ImageInput
        label="Foto del piatto"
        value={values.image}
        onBusyChange={setUploading}
        onChange={(image) => setValues((v) => ({ ...v, image }))}
      />
      <EnglishFold state={englishState(values, TRANSLATED.dish)} open={englishOpen} onOpenChange={setEnglishOpen} className="sm:col-span-2">
        <EnglishTexts id={id} values={values} set={set} fields={[{ key: 'nameEn' }, { key: 'descriptionEn', rows: 3 }]} />
      </EnglishFold>
      <DishFactsFields value={values} onChange={(facts) => setValues((v) => ({ ...v, ...facts }))} />
      <FormActions error={error} saving={save.isPending} waitingForPhoto={uploading} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

/**
 * The three places of the public menu for the chosen destination, as they will be once this dish is
 * saved: which dish it replaces, or that it will not be seen (the menu shows three per destination).
 */
function SlotPreview(props: { dish?: FeaturedDish; name: string; position: number | undefined; destination: Destination }) {
  const dishes = useFeaturedDishes().data ?? [];
  // None given: where the Worker will put it, after the last of its destination.
  const position =
    props.position ??
    nextPosition(Math.max(0, ...dishes.filter((d) => d.destination === props.destination).map((d) => d.position)), FEATURED_PLACES);
  if (!Number.isInteger(position) || position < 1) return null;
  const { shown, pushedOff } = featuredAfterSave(dishes, {
    id: props.dish?.id,
    name: props.name.trim() || 'Questo piatto',
    position,
    destination: props.destination,
  });
  const visible = shown.some((d) => d.isDraft);
  return (
    <div role="status" className="rounded-xl bg-cream px-4 py-3 text-sm text-ink sm:col-span-2">
      <p className="font-semibold">Sul menu pubblico ({DESTINATION_LABEL[props.destination]}), dopo il salvataggio:</p>
      <ol className="mt-1 list-inside list-decimal">
        {shown.map((d) => (
          <li key={`${d.name}-${d.isDraft}`} className={d.isDraft ? 'font-semibold text-walnut' : ''}>
            {d.name}
            {d.isDraft && ' (questo piatto)'}
          </li>
        ))}
        {Array.from({ length: 3 - shown.length }, (_, i) => (
          <li key={`libero-${i}`} className="text-ink/60">
            posto libero
          </li>
        ))}
      </ol>
      {!visible && (
        <p className="mt-1 font-semibold text-terracotta">Questo piatto non sarà visibile: ci sono già tre piatti prima di lui.</p>
      )}
      {pushedOff.length > 0 && (
        <p className="mt-1 font-semibold text-terracotta">
          {m.admin_dishes_pushed_off({ names: pushedOff.map((n) => `«${n}»`).join(', '), count: pushedOff.length })}
        </p>
      )}
    </div>
  );
}

export function DishesTab() {
  const dishes = useFeaturedDishes();
  const remove = useRemoveRecord<FeaturedDish>(dishCalls.remove, [menuKeys.featuredDishes], 'Piatto eliminato');
  const list = [...(dishes.data ?? [])].sort((a, b) => a.destination.localeCompare(b.destination) || a.position - b.position);

  return (
    <RecordList
      addressName="piatti"
      heading="Piatti speciali"
      newLabel="Nuovo piatto"
      emptyText="Nessun piatto speciale presente"
      {...listRead(dishes)}
      groups={[{ key: 'all', records: list }]}
      name={(d) => `il piatto ${d.name}`}
      summary={(d) => (
        <div className="flex items-center gap-4">
          <img src={d.image} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0">
            <p className="font-display text-lg text-ink">{d.name}</p>
            <p className="text-sm text-ink/70">
              {DESTINATION_LABEL[d.destination]} · posizione {d.position}
            </p>
            <p className="truncate text-sm text-ink/70">{d.description}</p>
            <DishFactsSummary facts={d} />
          </div>
        </div>
      )}
      form={(d, done) => <DishForm dish={d} onDone={done} />}
      english={{
        lacking: (d) => lacksEnglish(d, TRANSLATED.dish),
        nouns: { one: 'piatto', many: 'piatti', all: 'Tutti i piatti hanno l’inglese' },
      }}
      onDelete={(d) => window.confirm(`Eliminare il piatto "${d.name}"?`) && remove.mutate(d)}
    />
  );
}
