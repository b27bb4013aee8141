// The owner's part of the benchmark's report (bench/owner.ts, bench/owner-photos.ts): the menu's PDF,
// the gallery, and the owner's photos on the public pages.
import type { Report } from './report.ts';
import { type Check, kb, lighthouseBudgets, s, table } from './report-table.ts';

/** The owner's PDF and gallery. */
export function ownerSection(r: Report, check: Check) {
  if (!r.owner) return;
  const { pdf, gallery } = r.owner;
  const seen = (runs: { visible: number }[]) => runs.map((r) => r.visible).join('/');
  table(
    'The owner, in Chromium (medians)',
    ['task', 'time', 'chosen', 'uploaded', 'requests', 'progress shown', 'visitors see'],
    [
      [
        `PDF menu, ${pdf.pages} pages`,
        s(pdf.medianSeconds * 1000),
        kb(pdf.fileBytes),
        kb(pdf.medianBytes),
        pdf.runs[0]!.requests,
        `${pdf.runs[0]!.progressSteps} of ${pdf.pages} pages`,
        `${seen(pdf.runs)} pages`,
      ],
      [
        `Gallery, ${gallery.photos} photos 4000x3000`,
        s(gallery.medianSeconds * 1000),
        kb(gallery.fileBytes),
        kb(gallery.medianBytes),
        gallery.runs[0]!.requests,
        `${gallery.runs[0]!.progressSteps} of ${gallery.photos} photos`,
        `${seen(gallery.runs)} photos`,
      ],
    ],
  );
  const complete = (runs: { visible: number; refused: number }[], n: number) => runs.every((r) => r.visible === n && r.refused === 0);
  const pdfOk = complete(pdf.runs, pdf.pages);
  const galleryOk = complete(gallery.runs, gallery.photos);
  check(
    '12-page PDF menu rendered and uploaded',
    '< 15 s',
    [pdf.medianSeconds],
    (v) => v < 15 && pdfOk,
    (v) => `${v.toFixed(1)} s${pdfOk ? '' : ', pages missing'}`,
  );
  check(
    'Gallery of 10 phone photos saved',
    '< 20 s',
    [gallery.medianSeconds],
    (v) => v < 20 && galleryOk,
    (v) => `${v.toFixed(1)} s${galleryOk ? '' : ', photos missing'}`,
  );
}

/** The owner's photos on the pages, and the albums. */
export function ownerPhotosSection(r: Report, check: Check) {
  if (!r.ownerPhotos) return;
  const o = r.ownerPhotos;
  table(
    `The owner's photos in Il Sito, ${o.chosen.photos} phone photos ${o.chosen.width}x${o.chosen.height} JPEG (${kb(o.chosen.medianBytes)} each), in Chromium (medians of ${o.slots[0]?.runs.length} runs)`,
    [
      'slot',
      'photos',
      'crop',
      'chosen to saved',
      'per photo prepared',
      'Salva to saved',
      'uploads',
      'stored per photo',
      'slot stored',
      'visitors see',
    ],
    o.slots.map((x) => [
      x.slot,
      x.photos,
      x.runs.some((run) => run.cropped) ? 'yes' : 'no',
      s(x.medianSeconds * 1000),
      s(x.medianPrepareSeconds * 1000),
      s(x.medianSaveSeconds * 1000),
      x.runs[0]!.requests,
      x.bytesPerWidth.map((w) => `${w.width}w ${kb(w.medianBytes)}`).join(', '),
      kb(x.medianSlotBytes),
      `${x.runs.map((run) => run.visible).join('/')} of ${x.photos}`,
    ]),
  );
  const heroOf = (list: typeof o.pages.drawings, page: string, preset: 'mobile' | 'desktop') => {
    const p = list.find((x) => x.page === page);
    return p?.hero ? kb(p.hero[preset].bytes) : '-';
  };
  table(
    "The document and its top photo (phone 800w | desktop 1600w): drawings → owner's photos",
    ['page', 'HTML gzipped', 'top photo, phone', 'top photo, desktop', "owner's top photo", "owner's photos in the document"],
    o.pages.owner.map((p) => {
      const d = o.pages.drawings.find((x) => x.page === p.page);
      return [
        p.page,
        `${d ? kb(d.htmlGzipBytes) : '-'} → ${kb(p.htmlGzipBytes)}`,
        `${heroOf(o.pages.drawings, p.page, 'mobile')} → ${heroOf(o.pages.owner, p.page, 'mobile')}`,
        `${heroOf(o.pages.drawings, p.page, 'desktop')} → ${heroOf(o.pages.owner, p.page, 'desktop')}`,
        p.heroIsOwner ? 'yes' : 'NO',
        `${p.ownPhotosInDocument} of ${p.ownPhotos}`,
      ];
    }),
  );
  const before = (page: string, preset: string) => o.drawings?.find((l) => l.page === page && l.preset === preset);
  const pair = (was: number | undefined, now: number, show: (v: number) => string) =>
    was === undefined ? show(now) : `${show(was)} → ${show(now)}`;
  table(
    `Lighthouse with the owner's photos, medians of ${r.settings.lighthouseRuns} runs${o.drawings ? ' (drawings, this run → owner’s photos)' : ''}`,
    ['page', 'preset', 'score', 'FCP', 'LCP', 'CLS', 'TBT', 'bytes', 'images'],
    o.lighthouse.map((l) => {
      const b = before(l.page, l.preset);
      return [
        l.page,
        l.preset,
        pair(b?.score, l.score, String),
        pair(b?.fcpMs, l.fcpMs, s),
        pair(b?.lcpMs, l.lcpMs, s),
        pair(b?.cls, l.cls, (v) => v.toFixed(3)),
        pair(b?.tbtMs, l.tbtMs, (v) => `${Math.round(v)} ms`),
        pair(b?.totalBytes, l.totalBytes, kb),
        pair(b?.imageBytes, l.imageBytes, kb),
      ];
    }),
  );
  for (const f of o.lighthouse.filter((l) => l.errors.length)) console.log(`  ! ${f.preset} ${f.page}: ${f.errors.join('; ')}`);
  const shown =
    o.slots.every((x) =>
      x.runs.every((run) => run.visible === x.photos && run.refused === 0 && run.files.every((f) => f.type === 'image/webp')),
    ) && o.pages.owner.every((p) => p.heroIsOwner);
  check(
    "Owner's photos: saved as WebP, the pages' top photo, slots restored",
    'yes',
    [shown && o.restored ? 1 : 0],
    (v) => v === 1,
    (v) => (v ? 'yes' : `no (${shown ? '' : 'not all shown as WebP; '}${o.restored ? '' : 'slots not restored'})`),
  );
  lighthouseBudgets(check, o.lighthouse, "Owner's photos: ", { seo: false, tbt: false });
  if (o.albums) {
    const a = o.albums;
    const sum = (files: { bytes: number }[]) => files.reduce((n, f) => n + f.bytes, 0);
    const largest = (files: { bytes: number }[]) => Math.max(0, ...files.map((f) => f.bytes));
    const lh = (i: number, preset: string) => a.lighthouse.filter((l) => l.preset === preset)[i];
    table(
      `The owner's gallery and event, ${a.photos} phone photos each (saved in ${s(a.gallerySeconds * 1000)} and ${s(a.eventSeconds * 1000)}; stored: ${a.stored.map((f) => kb(f.bytes)).join(', ')}), on Lighthouse's phone (412 px at 1.75x)`,
      [
        'page',
        "owner's photos before one is opened",
        'largest',
        'the viewer then',
        'LCP (mobile)',
        'bytes (mobile)',
        'images (mobile)',
        'LCP (desktop)',
      ],
      a.pages.map((p, i) => [
        p.page,
        `${p.shown.length}: ${kb(sum(p.shown))}`,
        kb(largest(p.shown)),
        p.opened.map((f) => kb(f.bytes)).join(' + ') || '-',
        lh(i, 'mobile') ? s(lh(i, 'mobile')!.lcpMs) : '-',
        lh(i, 'mobile') ? kb(lh(i, 'mobile')!.totalBytes) : '-',
        lh(i, 'mobile') ? kb(lh(i, 'mobile')!.imageBytes) : '-',
        lh(i, 'desktop') ? s(lh(i, 'desktop')!.lcpMs) : '-',
      ]),
    );
    check(
      "Owner's album on a phone: the largest photo before one is opened",
      '≤ 60 KB',
      a.pages.map((p) => largest(p.shown)),
      (v) => v <= 60 * 1024,
      kb,
    );
    check(
      "Owner's album: first visit, phone, images included",
      '≤ 500 KB',
      a.lighthouse.filter((l) => l.preset === 'mobile').map((l) => l.totalBytes),
      (v) => v <= 500 * 1024,
      kb,
    );
    check(
      "Owner's album: gallery and event deleted after",
      'yes',
      [a.removed ? 1 : 0],
      (v) => v === 1,
      (v) => (v ? 'yes' : 'no'),
    );
  }
}
