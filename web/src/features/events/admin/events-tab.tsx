import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventDatesProblem, isoToItalyLocal, italyLocalToIso } from '#domain/event-dates';
import { eventDescription, eventInput } from '#domain/albums/schemas';
import { cutAtWord } from '#domain/excerpt';
import { ADMIN_EXCERPT_LENGTH, eventDateLabel, PAST_SHOWN, programme } from '../event-logic';
import { toast } from '../../../components/ui/toast-store';
import { type EventSummary, useEvents } from '../api';
import { eventKeys } from '../../../lib/query-keys';
import { ImageInput } from '../../../admin/image-input';
import { PhotoManager } from '../../../admin/photo-manager';
import { EVENT_PICTURE } from '../../../admin/photo-picker';
import { acceptFiles, uploadPhotos, useSaveWithPhotos } from '../../../admin/photo-uploads';
import { StagedPhotosField, useStagedPhotos } from '../../../admin/staged-photos-field';
import { stageUploaded } from '../../../admin/staged-photos';
import { EventPicture } from './event-picture';
import { EventNightFields, nightBody, nightDraft } from './event-night-fields';
import { listRead, RecordList } from '../../../admin/record-list';
import { adminCall } from '../../../admin/session';
import { describedBy, Field, FormActions, inputClass } from '../../../admin/ui';
import { checkForm, NEW_POSITION_HINT, positionToSend } from '../../../admin/form-check';
import { eventCalls } from '../owner';
import { englishDraft, englishState, lacksEnglish } from '../../../admin/english';
import { EnglishFold, EnglishTexts } from '../../../admin/english-fields';
import { PositionField, useRecordDraft, useRemoveRecord } from '../../../admin/record-form';

/** A saved photo as the photo manager reads it (the same query). */
interface SavedPhoto {
  id: number;
  imageUrl: string;
  position: number;
  isCover: boolean;
}

/**
 * When the event is, asked once (docs/product.md, Eventi): its start (and end) on Italy's clock is
 * the fact the pages say in each language and sort by; the words are only for what a date cannot
 * say, and win where written. Says what the pages will read.
 */
function EventWhen(props: {
  id: string;
  values: { startsAt: string; endsAt: string; eventDateTime: string; position: string };
  set: (key: 'startsAt' | 'endsAt' | 'eventDateTime' | 'position') => (e: { target: { value: string } }) => void;
  isNew: boolean;
}) {
  const { id, values, set } = props;
  const startsAt = values.startsAt ? italyLocalToIso(values.startsAt) : null;
  const words = values.eventDateTime.trim();
  const said = eventDateLabel({ eventDateTime: words || null, startsAt });
  return (
    <fieldset className="grid gap-4 rounded-xl p-4 ring-1 ring-walnut/15">
      <legend className="px-1 text-sm font-semibold text-ink">Quando</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-starts`}
          label="Inizio (facoltativo)"
          hint="Ora italiana. Con la data l'evento passa da solo tra gli eventi passati e compare nei motori di ricerca."
        >
          <input
            id={`${id}-starts`}
            type="datetime-local"
            className={inputClass}
            value={values.startsAt}
            onChange={set('startsAt')}
            {...describedBy(`${id}-starts`, undefined, true)}
          />
        </Field>
        <Field id={`${id}-ends`} label="Fine (facoltativa)">
          <input id={`${id}-ends`} type="datetime-local" className={inputClass} value={values.endsAt} onChange={set('endsAt')} />
        </Field>
      </div>
      <Field
        id={`${id}-words`}
        label="Al posto della data (facoltativo)"
        hint="Solo per ciò che una data non dice, per esempio «Tutti i venerdì di marzo»: sul sito compare questo testo."
      >
        <input
          id={`${id}-words`}
          className={inputClass}
          value={values.eventDateTime}
          onChange={set('eventDateTime')}
          {...describedBy(`${id}-words`, undefined, true)}
        />
      </Field>
      <p role="status" className="rounded-lg bg-cream px-3 py-2 text-sm text-ink">
        {said ? (
          <>
            Sul sito: <strong className="font-semibold">{said}</strong>
            {words
              ? startsAt
                ? ". La data serve comunque a spostarlo tra gli eventi passati; se il testo dice solo il giorno e l'ora, cancellalo: il sito li dirà da sé, anche in inglese."
                : ', come l’hai scritto.'
              : ' (sulle pagine inglesi, in inglese).'}
          </>
        ) : (
          'Senza data l’evento resta tra quelli in programma, nell’ordine della posizione.'
        )}
      </p>
      {/* A dated event takes its place by its date, here as on /eventi: a position would not move it. */}
      {!values.startsAt && (
        <PositionField
          id={id}
          isNew={props.isNew}
          hint={`${props.isNew ? `${NEW_POSITION_HINT}. ` : ''}Gli eventi senza data vengono prima di quelli datati, in quest'ordine.`}
          className="sm:max-w-40"
          value={values.position}
          onChange={set('position')}
        />
      )}
    </fieldset>
  );
}

/**
 * What the event's picture asks of its photos: a saved event's take a photo at once (and are read
 * again); a new event's stage it, to be sent with the event.
 */
function pictureCallsOf(
  event: EventSummary | undefined,
  o: {
    staged: ReturnType<typeof useStagedPhotos>;
    mainImage: string;
    stageMain: (asCover: boolean) => void;
    refresh: () => Promise<void>;
    onJoined: () => void;
  },
) {
  if (!event) return { onAddAsCover: (file: File) => o.staged.add([file], true), onMainIntoSet: o.stageMain };
  return {
    onAddAsCover: async (file: File) => {
      const [prepared] = await acceptFiles([file]);
      if (!prepared) return;
      const { failed } = await uploadPhotos(eventCalls, event.id, [{ file: prepared, position: 0, isCover: true }]);
      await o.refresh();
      if (!failed) toast({ title: EVENT_PICTURE.chosen });
    },
    onMainIntoSet: async (asCover: boolean) => {
      const url = o.mainImage;
      await adminCall(() => eventCalls.photos.add(event.id, { imageUrl: url, ...(asCover ? { position: 0, isCover: true } : {}) }));
      o.onJoined();
      await o.refresh();
      toast({ title: asCover ? EVENT_PICTURE.chosen : 'Foto aggiunta' });
    },
  };
}

function EventForm({ event, onDone, onOpen }: { event?: EventSummary; onDone: () => void; onOpen: (id: number) => void }) {
  const id = useId();
  const { values, setValues, set, error, setError, englishOpen, setEnglishOpen, refused } = useRecordDraft({
    title: event?.title ?? '',
    content: event?.content ?? '',
    eventDateTime: event?.eventDateTime ?? '',
    // On Italy's clock, as the date-time fields show it.
    startsAt: isoToItalyLocal(event?.startsAt),
    endsAt: isoToItalyLocal(event?.endsAt),
    position: event ? String(event.position) : '',
    featuredImage: event?.featuredImage ?? '',
    contentImage: event?.contentImage ?? '',
    ...nightDraft(event),
    // Its description in English is derived by the Worker from contentEn, as the Italian one here.
    ...englishDraft(event, TRANSLATED.event),
  });
  const staged = useStagedPhotos();
  const queryClient = useQueryClient();
  // The saved photos, read with the photo manager (one query, shared).
  const saved = useQuery<SavedPhoto[]>({ queryKey: eventKeys.photos(event?.id ?? 0), staleTime: 0, enabled: event !== undefined });
  // A main image that has joined a saved event's photos: from then on the event holds it as a photo
  // only (the Worker has already let it go: worker/albums/photo-set-routes.ts), even once that photo is
  // deleted. A new event's joins its staged photos, and shows again as the main image if taken out.
  const [mainJoined, setMainJoined] = useState<string | null>(null);
  const joined = event ? values.featuredImage === mainJoined : staged.photos.some((p) => p.imageUrl === values.featuredImage);
  const mainImage = values.featuredImage && !joined ? values.featuredImage : '';
  const [uploading, setUploading] = useState(0);
  const busy = (b: boolean) => setUploading((n) => n + (b ? 1 : -1));

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

  const photos = event
    ? [...(saved.data ?? [])].sort((a, b) => a.position - b.position).map((p) => ({ url: p.imageUrl, isCover: p.isCover }))
    : staged.photos.map((p) => ({ url: p.preview, isCover: p.isCover }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.list });
  /** The main image joins the staged photos (a new event), first as their cover or at the end. */
  const stageMain = (asCover: boolean) => {
    if (!mainImage) return;
    staged.change((list) => stageUploaded(list, mainImage, asCover));
  };
  const pictureCalls = pictureCallsOf(event, {
    staged,
    mainImage,
    stageMain,
    refresh,
    onJoined: () => setMainJoined(values.featuredImage),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instant = (local: string) => (local ? (italyLocalToIso(local) ?? local) : null);
    const { takes: _takes, ...draft } = values;
    const body = {
      ...draft,
      ...nightBody(values),
      // A new event keeps its main image even when it joins the staged photos: the Worker lets it go
      // once the photo is in (worker/albums/photo-set-routes.ts), and keeps it if that upload fails.
      featuredImage: event ? mainImage : values.featuredImage,
      startsAt: instant(values.startsAt),
      endsAt: instant(values.endsAt),
      description: eventDescription(values.content),
      position: positionToSend(values.position, !event),
      isActive: event?.isActive ?? true,
    };
    // Title and content required: an edit with either empty saves nothing.
    const checked = checkForm(eventInput, body, {
      required: ['title', 'content'],
      requiredMessage: 'Compila almeno titolo e contenuto',
      position: true,
    });
    if (refused(checked)) return;
    const dates = eventDatesProblem(body.startsAt, body.endsAt);
    if (dates) return setError(dates);
    save.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id={`${id}-title`} label="Titolo">
        <input id={`${id}-title`} className={inputClass} value={values.title} onChange={set('title')} />
      </Field>
      <EventWhen id={id} values={values} set={set} isNew={!event} />
      <Field id={`${id}-content`} label="Contenuto" hint="Ogni riga diventa un paragrafo; la prima riga appare nell'elenco degli eventi.">
        <textarea id={`${id}-content`} rows={6} className={inputClass} value={values.content} onChange={set('content')} />
      </Field>
      <EventNightFields
        id={id}
        values={values}
        hasStart={Boolean(values.startsAt)}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
      />
      <EnglishFold state={englishState(values, TRANSLATED.event)} open={englishOpen} onOpenChange={setEnglishOpen}>
        <EnglishTexts
          id={id}
          values={values}
          set={set}
          fields={[
            { key: 'titleEn' },
            { key: 'eventDateTimeEn', hint: 'Solo se hai scritto un testo al posto della data, per esempio Every Friday in March' },
            { key: 'contentEn', rows: 6, hint: 'Come il contenuto italiano: ogni riga un paragrafo.' },
            ...(values.bookable
              ? [
                  { key: 'pricePerPersonEn' as const },
                  { key: 'setMenuEn' as const, rows: 5, hint: 'Come il menù italiano: ogni riga un piatto.' },
                ]
              : []),
          ]}
        />
      </EnglishFold>
      <EventPicture
        photos={photos}
        mainImage={mainImage}
        photosComing={event ? saved.isPending : staged.preparing}
        onMainImage={(featuredImage) => setValues((v) => ({ ...v, featuredImage }))}
        onBusyChange={busy}
        {...pictureCalls}
      />
      <ImageInput
        label="Locandina (facoltativa)"
        value={values.contentImage}
        onBusyChange={busy}
        onChange={(contentImage) => setValues((v) => ({ ...v, contentImage }))}
      />
      {event ? (
        <PhotoManager
          calls={eventCalls}
          parentId={event.id}
          words={EVENT_PICTURE}
          mainImage={mainImage ? { url: mainImage, onJoined: () => setMainJoined(values.featuredImage) } : undefined}
        />
      ) : (
        <StagedPhotosField
          staged={staged}
          saving={save.isPending}
          words={EVENT_PICTURE}
          onFiles={(files) => {
            // The picture chosen so far stays the event's: it goes first, before the new photos.
            if (staged.photos.length === 0) stageMain(true);
            staged.add(files);
          }}
        />
      )}
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
  const remove = useRemoveRecord<EventSummary>(eventCalls.remove, [eventKeys.list], 'Evento eliminato');
  // In /eventi's own order (docs/decisions/018-dated-events-and-search-data.md), every past one too.
  const { upcoming, past } = programme(events.data ?? [], new Date(), Infinity);
  const groups =
    upcoming.length + past.length === 0
      ? [{ key: 'all', records: [] }]
      : [
          { key: 'upcoming', title: 'In programma', records: upcoming },
          ...(past.length ? [{ key: 'past', title: 'Passati', records: past }] : []),
        ];

  return (
    <RecordList
      addressName="eventi"
      heading="Eventi"
      newLabel="Nuovo evento"
      note={`Nell'ordine di /eventi: prima gli eventi senza data, per posizione, poi quelli datati, dal più vicino; sotto, i passati dal più recente (il sito ne mostra ${PAST_SHOWN}).`}
      emptyText="Nessun evento presente"
      groupEmptyText="Nessun evento in programma"
      {...listRead(events)}
      groups={groups}
      name={(e) => `l'evento ${e.title}`}
      summary={(e) => (
        <div className="flex gap-4">
          {e.coverImage && <img src={e.coverImage} alt="" className="size-20 shrink-0 rounded-lg object-cover" />}
          <div className="min-w-0">
            <p className="font-display text-lg text-ink">{e.title}</p>
            <p className="text-sm font-semibold text-walnut">
              {/* A dated event's place is its date; an undated one's, its position. */}
              {e.startsAt ? eventDateLabel(e) : `${eventDateLabel(e) ?? 'Senza data'} · posizione ${e.position}`}
              {e.bookable && ' · si prenota online'}
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
