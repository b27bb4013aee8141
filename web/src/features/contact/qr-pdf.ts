// The QR card's printable page (qr-card.tsx): loaded on the tap that asks for it, with jsPDF, so the
// contact page's first paint carries none of it.
import type { SiteView } from '#domain/site/facts';
import { m } from '#i18n/messages';

export const QR_PDF_FILE_NAME = 'QR-Bistrot-Garbagnate.pdf';

/** One A4 portrait page: the QR code with the address and contacts, in the page's language, under a fixed file name. */
export async function downloadPdf(qr: string, site: SiteView, home: string) {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const center = 105;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(26);
  doc.text(site.brand, center, 35, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12);
  doc.text(site.tagline, center, 45, { align: 'center' });
  doc.addImage(qr, 'PNG', center - 45, 60, 90, 90, 'qr', 'FAST');
  doc.setFontSize(11);
  doc.text(m.contact_qr_pdf_scan(), center, 160, { align: 'center' });
  doc.setFontSize(13);
  const lines = [
    site.address.full,
    m.contact_qr_pdf_phone({ phone: site.phone.display }),
    ...(site.whatsapp ? [`WhatsApp: ${site.whatsapp.display}`] : []),
    m.contact_qr_pdf_email({ email: site.email }),
    home.replace('https://', ''),
  ];
  lines.forEach((line, i) => doc.text(line, center, 182 + i * 9, { align: 'center' }));
  doc.setFontSize(10);
  doc.text(site.hours.map((h) => `${h.days}: ${h.time}`).join('   ·   '), center, 240, { align: 'center', maxWidth: 170 });
  doc.save(QR_PDF_FILE_NAME);
}
