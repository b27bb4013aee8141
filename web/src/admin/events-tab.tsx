import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId, useState } from 'react';
import { eventDatesProblem, isoToItalyLocal, isPastEvent, italyLocalToIso } from '#domain/event-dates';
import { eventDescription, eventInput } from '#domain/schemas';
import { cutAtWord } from '#domain/excerpt';
import { ADMIN_EXCERPT_LENGTH, eventDateLabel } from '../features/events/event-logic';
import { toast } from '../components/ui/toast-store';
import { type EventSummary, useEvents } from '../features/events/api';
import { eventKeys } from '../lib/query-keys';
import { ImageInput } from './image-input';
import { PhotoManager } from './photo-manager';
import { useSaveWithPhotos } from './photo-uploads';
import { StagedPhotosField, useStagedPhotos } from './staged-photos-field';
import { RecordList } from './record-list';
import { useAdminMutation } from './session';
import { Field, FormActions, inputClass } from './ui';
import { useGuardedValues } from './unsaved';
import { checkForm } from './form-check';
import { eventCalls } from '../features/events/owner';
import { englishDraft, englishState, isEnglishField, lacksEnglish } from './english';
import { EnglishFold, EnglishTexts, englishProblem } from './english-fields';

function EventForm({ event, onDone, onOpen }: { event?: EventSummary; onDone: () => void; onOpen: (id: number) => void }) {
  const id = useId();
  const [values, setValues] = useState({
    title: event?.title ?? '',
    content: event?.content ?? '',
    eventDateTime: event?.eventDateTime ?? '',
    // On Italy's clock, as the date-time fields show it.
    startsAt: isoToItalyLocal(event?.startsAt),
    endsAt: isoToItalyLocal(event?.endsAt),
    position: String(event?.position ?? 1),
    featuredImage: event?.featuredImage ?? '',
    contentImage: event?.contentImage ?? '',
    // Its description in English is derived by the Worker from contentEn, as the Italian one here.
    ...englishDraft(event, TRANSLATED.event),
  });
  useGuardedValues(values);
  const [englishOpen, setEnglishOpen] = useState(false);
  const staged = useStagedPhotos();
  const [uploading, setUploading] = useState(0);
  const busy = (b: boolean) => setUploading((n) => n + (b ? 1 : -1));
  const [error, setError] = useState<string>();
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const save = useSaveWithPhotos({
    calls: eventCalls,
    id: event?.id,
    staged,
    texts: {
      created: 'Evento creato',
      updated: 'Evento aggiornato',
      createFailed: "Errore durante la creazione dell'evento",
      updateFailed: "Errore durante l'aggiornamento dell'evento",
    },
    onDone,
    onOpen,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instant = (local: string) => (local ? (italyLocalToIso(local) ?? local) : null);
    const body = {
      ...values,
      startsAt: instant(values.startsAt),
      endsAt: instant(values.endsAt),
      description: eventDescription(values.content),
      position: Number(values.position),
      isActive: event?.isActive ?? true,
    };
    // Title and content required: an edit with either empty saves nothing.
    const checked = checkForm(eventInput, body, {
      required: ['title', 'content'],
      requiredMessage: 'Compila almeno titolo e contenuto',
      position: true,
    });
    if (checked.problem) {
      const { field, message } = checked.problem;
      if (!isEnglishField(field)) return setError(message);
      setEnglishOpen(true);
      return setError(englishProblem(field, message));
    }
    const dates = eventDatesProblem(body.startsAt, body.endsAt);
    if (dates) return setError(dates);
    setError(undefined);
    save.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr_1fr]">
        <Field id={`${id}-title`} label="Titolo">
          <input id={`${id}-title`} className={inputClass} value={values.title} onChange={set('title')} />
        </Field>
        <Field id={`${id}-when`} label="Data e ora" hint="Testo libero, es. Venerdì 11 dicembre, ore 20:30">
          <input id={`${id}-when`} className={inputClass} value={values.eventDateTime} onChange={set('eventDateTime')} />
        </Field>
        <Field id={`${id}-position`} label="Posizione">
          <input
            id={`${id}-position`}
            type="number"
            min={1}
            inputMode="numeric"
            className={inputClass}
            value={values.position}
            onChange={set('position')}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-starts`}
          label="Inizio (facoltativo)"
          hint="Ora italiana. Con la data l'evento passa da solo tra gli eventi passati e compare nei motori di ricerca."
        >
          <input id={`${id}-starts`} type="datetime-local" className={inputClass} value={values.startsAt} onChange={set('startsAt')} />
        </Field>
        <Field id={`${id}-ends`} label="Fine (facoltativa)">
          <input id={`${id}-ends`} type="datetime-local" className={inputClass} value={values.endsAt} onChange={set('endsAt')} />
        </Field>
      </div>
      <Field id={`${id}-content`} label="Contenuto" hint="Ogni riga diventa un paragrafo; la prima riga appare nell'elenco degli eventi.">
        <textarea id={`${id}-content`} rows={6} className={inputClass} value={values.content} onChange={set('content')} />
      </Field>
      <EnglishFold state={englishState(values, TRANSLATED.event)} open={englishOpen} onOpenChange={setEnglishOpen}>
        <EnglishTexts
          id={id}
          values={values}
          set={set}
          fields={[
            { key: 'titleEn' },
            { key: 'eventDateTimeEn', hint: 'Per esempio Friday 11 December, 8.30 pm' },
            { key: 'contentEn', rows: 6, hint: 'Come il contenuto italiano: ogni riga un paragrafo.' },
          ]}
        />
      </EnglishFold>
      <div className="grid gap-4 sm:grid-cols-2">
        <ImageInput
          label="Immagine principale"
          value={values.featuredImage}
          onBusyChange={busy}
          onChange={(featuredImage) => setValues((v) => ({ ...v, featuredImage }))}
        />
        <ImageInput
          label="Locandina (facoltativa)"
          value={values.contentImage}
          onBusyChange={busy}
          onChange={(contentImage) => setValues((v) => ({ ...v, contentImage }))}
        />
      </div>
      {event ? <PhotoManager calls={eventCalls} parentId={event.id} /> : <StagedPhotosField staged={staged} saving={save.isPending} />}
      <FormActions
        error={error}
        saving={save.isPending}
        waitingForPhoto={uploading > 0}
        onCancel={onDone}
        cancelLabel={event ? 'Chiudi' : 'Annulla'}
      />
    </form>
  );
}

export function EventsTab() {
  const events = useEvents();
  const remove = useAdminMutation({
    call: (event: EventSummary) => eventCalls.remove(event.id),
    invalidates: [eventKeys.list],
    onSuccess: () => toast({ title: 'Evento eliminato' }),
  });
  const list = [...(events.data ?? [])].sort((a, b) => a.position - b.position);

  return (
    <RecordList
      addressName="eventi"
      heading="Eventi"
      newLabel="Nuovo evento"
      emptyText="Nessun evento presente"
      loading={events.isPending}
      failed={events.isError}
      onRetry={() => void events.refetch()}
      groups={[{ key: 'all', records: list }]}
      name={(e) => `l'evento ${e.title}`}
      summary={(e) => (
        <div className="flex gap-4">
          {e.coverImage && <img src={e.coverImage} alt="" className="size-20 shrink-0 rounded-lg object-cover" />}
          <div className="min-w-0">
            <p className="font-display text-lg text-ink">{e.title}</p>
            <p className="text-sm font-semibold text-walnut">
              Posizione {e.position}
              {eventDateLabel(e) ? ` · ${eventDateLabel(e)}` : ''}
              {isPastEvent(e) ? ' · passato' : ''}
            </p>
            <p className="text-sm text-ink/70">{cutAtWord(e.content, ADMIN_EXCERPT_LENGTH)}</p>
          </div>
          {e.contentImage && <img src={e.contentImage} alt="Locandina" className="h-20 w-14 shrink-0 rounded object-cover" />}
        </div>
      )}
      form={(e, done, open) => <EventForm event={e} onDone={done} onOpen={open} />}
      english={{
        lacking: (e) => lacksEnglish(e, TRANSLATED.event),
        nouns: { one: 'evento', many: 'eventi', all: 'Tutti gli eventi hanno l’inglese' },
      }}
      onDelete={(e) => window.confirm(`Eliminare l'evento "${e.title}" e le sue foto?`) && remove.mutate(e)}
    />
  );
}
