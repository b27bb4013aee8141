// The booking form's group mode (docs/product.md#19-groups-and-private-parties): a party above the
// form's six writes to the restaurant instead ('Gruppi ed eventi privati'), with what the guest had
// already typed carried over. Loaded with the form's later part (booking-later.ts), never before
// the page has faded in; checked in the page's language by the schema the Worker uses.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { todayInItaly } from '#domain/italy-clock';
import { ENQUIRY_MAX_GUESTS, ENQUIRY_MESSAGE_MAX, enquiryInputIn } from '#domain/contacts/schemas';
import type { SiteView } from '#domain/site/facts';
import { m } from '#i18n/messages';
import { toast } from '../../components/ui/toast-store';
import { api, ApiError } from '../../lib/api';
import type { Answer, Api } from '../../lib/client';
import type { Locale } from '../../lib/locale';
import { fieldKit, Nectar } from './booking-fields';
import { backButton, Screen } from './booking-screens';
import { withPhoneLink } from './phone-link';

const EMPTY = { name: '', email: '', phone: '', guests: '', date: '', subject: '', budget: '', message: '', nectar: '' };
type Field = keyof typeof EMPTY;

/** The enquiry as sent: empty optional fields left out, the party a number, how long the form was open. */
function enquiryOf(v: typeof EMPTY, openForMs: number, lang: Locale) {
  return {
    name: v.name,
    email: v.email,
    subject: v.subject,
    message: v.message,
    ...(v.phone.trim() ? { phone: v.phone } : {}),
    ...(v.date ? { date: v.date } : {}),
    ...(v.guests ? { guests: Number(v.guests) } : {}),
    ...(v.budget.trim() ? { budget: v.budget } : {}),
    ...(v.nectar ? { nectar: v.nectar } : {}),
    fillMs: Math.min(86_400_000, Math.round(openForMs)),
    lang,
  };
}

export function EnquiryForm({
  start,
  locale,
  phone,
  headingRef,
  onBack,
}: {
  /** What the guest had typed in the booking form. */
  start: { name: string; email: string; phone: string; date: string };
  locale: Locale;
  phone: SiteView['phone'];
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Back to booking a table (a party of six or fewer after all). */
  onBack: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ ...EMPTY, ...start, guests: '7' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const shownAt = useRef(performance.now());
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => headingRef.current?.focus(), [headingRef, sentTo]);
  const send = useMutation({
    mutationFn: (json: ReturnType<typeof enquiryOf>) => api<Answer<Api['contacts']['$post']>>('/api/contacts', { json }),
    onSuccess: (_, sent) => setSentTo(sent.email),
    // A field the Worker refused (the same schema, so rarely) is said beside it.
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.issues.length) return;
      setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
    },
  });
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = enquiryOf(values, performance.now() - shownAt.current, locale);
    // The signals against bots are the Worker's to read, not the fields' to check.
    const { fillMs: _fillMs, nectar: _nectar, ...fields } = body;
    const parsed = enquiryInputIn(locale).safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      const first = Object.keys(EMPTY).find((f) => found[f as Field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      // Refused on no field the guest sees: said plainly, with the phone, rather than nothing.
      if (!first) toast({ variant: 'destructive', title: m.enquiry_error({ phone: phone.display }) });
      return;
    }
    send.mutate(body);
  };

  if (sentTo)
    return (
      <Screen id={`${id}-sent`} headingRef={headingRef} title={m.enquiry_sent_title()}>
        <p role="status" className="mt-3 text-ink/80">
          {m.enquiry_sent_text({ email: sentTo })}
        </p>
        <button type="button" onClick={onBack} className={`mt-5 ${backButton}`}>
          {m.enquiry_back()}
        </button>
      </Screen>
    );

  const { field, label, error } = fieldKit({ id, values, errors, set, phone });
  const refused = send.error instanceof ApiError && !send.error.issues.length ? send.error.serverMessage : undefined;
  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2" aria-labelledby={`${id}-heading`}>
      <div className="sm:col-span-2">
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
          {m.enquiry_heading()}
        </h3>
        <p className="mt-2 text-ink/80">{m.enquiry_intro()}</p>
      </div>
      <div className="sm:col-span-2">
        {label('name', m.enquiry_label_name())}
        <input {...field('name')} autoComplete="name" required />
        {error('name')}
      </div>
      <div>
        {label('email', m.booking_label_email())}
        <input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
        {error('email')}
      </div>
      <div>
        {label('phone', m.enquiry_label_phone())}
        <input {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        {error('phone')}
      </div>
      <div>
        {label('guests', m.enquiry_label_guests())}
        <input {...field('guests')} type="number" inputMode="numeric" min={7} max={ENQUIRY_MAX_GUESTS} />
        {error('guests')}
      </div>
      <div>
        {label('date', m.enquiry_label_date())}
        <input {...field('date')} type="date" min={todayInItaly()} />
        {error('date')}
      </div>
      <div>
        {label('subject', m.enquiry_label_subject())}
        <input {...field('subject')} placeholder={m.enquiry_subject_placeholder()} required maxLength={120} />
        {error('subject')}
      </div>
      <div>
        {label('budget', m.enquiry_label_budget())}
        <input {...field('budget')} maxLength={80} />
        {error('budget')}
      </div>
      <div className="sm:col-span-2">
        {label('message', m.enquiry_label_message())}
        <textarea {...field('message')} rows={5} placeholder={m.enquiry_message_placeholder()} required maxLength={ENQUIRY_MESSAGE_MAX} />
        {error('message')}
      </div>
      <Nectar id={id} value={values.nectar} onChange={set('nectar')} />
      {send.isError && !(send.error instanceof ApiError && send.error.issues.length > 0) && (
        <p role="alert" className="font-semibold text-terracotta sm:col-span-2">
          {withPhoneLink(refused ?? m.enquiry_error({ phone: phone.display }), phone)}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={send.isPending}
          className="min-h-11 rounded-full bg-walnut px-8 py-3 font-semibold tracking-wider text-cream uppercase shadow transition hover:bg-ink disabled:opacity-70"
        >
          {send.isPending ? m.enquiry_sending() : m.enquiry_send()}
        </button>
        <button type="button" onClick={onBack} className={backButton}>
          {m.enquiry_back()}
        </button>
      </div>
    </form>
  );
}
