import { m } from '#i18n/messages';
import { NewTabLink } from '../../components/ui/links';
import type { MenuSettings } from './types';

export const MENU_PDF_FILE_NAME = 'Menu-Bistrot-Garbagnate.pdf';

function DownloadLinks({ pdfFile }: { pdfFile: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <NewTabLink href={pdfFile} className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink">
        {m.menu_pdf_view()}
      </NewTabLink>
      <a
        href={pdfFile}
        download={MENU_PDF_FILE_NAME}
        className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
      >
        {m.menu_pdf_download()}
      </a>
    </div>
  );
}

export function PdfPages({ settings }: { settings: MenuSettings }) {
  const total = settings.pdfImages.length;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      {settings.pdfImages.map((src, i) => (
        <img
          key={src}
          src={src}
          alt={m.menu_pdf_page({ page: i + 1, total })}
          width={1600}
          height={2263}
          loading={i === 0 ? 'eager' : 'lazy'}
          className="h-auto w-full rounded-lg bg-white shadow-md ring-1 ring-walnut/10"
        />
      ))}
      {settings.pdfFile && <DownloadLinks pdfFile={settings.pdfFile} />}
    </div>
  );
}

export function PdfFileCard({ pdfFile }: { pdfFile: string }) {
  return (
    <div className="mx-auto max-w-xl px-6 py-12">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-walnut/10">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto mb-4 size-12 text-terracotta"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6" />
        </svg>
        <h2 className="font-display text-2xl text-ink">{m.menu_pdf_title()}</h2>
        <p className="mt-2 mb-6 text-ink/70">{m.menu_pdf_text()}</p>
        <DownloadLinks pdfFile={pdfFile} />
      </div>
    </div>
  );
}
