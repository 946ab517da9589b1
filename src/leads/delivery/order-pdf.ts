import { createHash } from 'crypto';
import { jsPDF } from 'jspdf';
import type { OrderTerms } from '../../orders/order';
import type { Detail, DetailSection } from './emails/mail-content';

/**
 * The customer's PDF copy of a signed order, made with jsPDF: the same order and signature record
 * as the e-mail, then the full terms as signed, on US Letter pages numbered "Page 1 of 3".
 *
 * jsPDF's Node build draws with the PDF's built-in Helvetica (no font file) and reads the disk
 * only in `loadFile`/`addImage` from a path, which this never calls, so it bundles into the relay's
 * Function and runs there with no files beside it. Those built-in fonts know Latin-1 alone: a
 * character beyond it would make jsPDF write the whole line as UTF-16 that no viewer shows, so
 * `pdfText` spells dashes and quotes plainly and writes anything else beyond Latin-1 as "?".
 */
export interface OrderPdfContent {
  /** "Velmora order VLM-7K3M9QX2HD" */
  title: string;
  /** Who made it: the PDF's author and the footer's name. */
  siteName: string;
  /** Sentences under the title: booked, nothing charged, what happens next. */
  summary: string[];
  sections: DetailSection[];
  terms: OrderTerms;
  /** When it was signed: the PDF's creation date, so a resend carries the same document. */
  createdAt: number;
}

const PAGE = { margin: 54, labelWidth: 150, footer: 30 } as const;
const SIZE = { title: 18, heading: 13, text: 10.5, small: 8.5 } as const;
const LINE = 1.35;

const PLAIN: Readonly<Record<string, string>> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u2192': 'to',
  '\u2022': '\u00b7',
  '\u00a0': ' ',
};

const DRAWABLE = /^[\n\u0020-\u007e\u00a1-\u00ff]$/;

/** Text the built-in fonts can draw: Latin-1, with typographic dashes and quotes written plainly. */
export const pdfText = (text: string): string =>
  [...text.replace(/\t/g, ' ')].map((char) => PLAIN[char] ?? (DRAWABLE.test(char) ? char : '?')).join('');

/** The file name the e-mail gives the PDF: `velmora-order-VLM-7K3M9QX2HD.pdf`. */
export const orderPdfFileName = (requestId: string) => `velmora-order-${requestId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

class PdfWriter {
  readonly doc = new jsPDF({ unit: 'pt', format: 'letter', compress: false });
  private y = PAGE.margin;
  private readonly width = this.doc.internal.pageSize.getWidth();
  private readonly height = this.doc.internal.pageSize.getHeight();
  private readonly right = this.width - PAGE.margin;

  private room(needed: number) {
    if (this.y + needed <= this.height - PAGE.margin - PAGE.footer) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private lines(text: string, width: number): string[] {
    return this.doc.splitTextToSize(pdfText(text), width) as string[];
  }

  /** A paragraph across the page, a new page whenever the next line does not fit. */
  paragraph(text: string, { size = SIZE.text as number, bold = false, after = 8 } = {}) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(size);
    const step = size * LINE;
    for (const line of this.lines(text, this.right - PAGE.margin)) {
      this.room(step);
      this.doc.text(line, PAGE.margin, this.y + size);
      this.y += step;
    }
    this.y += after;
  }

  heading(text: string) {
    this.room(SIZE.heading * LINE * 3);
    this.y += 6;
    this.paragraph(text, { size: SIZE.heading, bold: true, after: 4 });
    this.doc.setDrawColor(210).line(PAGE.margin, this.y - 2, this.right, this.y - 2);
    this.y += 6;
  }

  /** A label in the left column and its value (a line each, wrapped) beside it. */
  detail({ label, value }: Detail) {
    const valueX = PAGE.margin + PAGE.labelWidth;
    const values = (Array.isArray(value) ? value : [value]).flatMap((line) => this.lines(line, this.right - valueX));
    const labels = this.lines(label, PAGE.labelWidth - 10);
    const step = SIZE.text * LINE;
    values.forEach((line, index) => {
      this.room(step);
      this.doc.setFont('helvetica', 'bold').setFontSize(SIZE.text);
      if (labels[index]) this.doc.text(labels[index] ?? '', PAGE.margin, this.y + SIZE.text);
      this.doc.setFont('helvetica', 'normal');
      this.doc.text(line, valueX, this.y + SIZE.text);
      this.y += step;
    });
    this.y += 4;
  }

  /** "Velmora order VLM-… · Page 2 of 3" at the foot of every page. */
  footers(title: string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page).setFont('helvetica', 'normal').setFontSize(SIZE.small).setTextColor(90);
      this.doc.text(pdfText(`${title} \u00b7 Page ${page} of ${pages}`), PAGE.margin, this.height - PAGE.margin / 2);
    }
    this.doc.setTextColor(0);
  }
}

/** The signed order as a PDF document (uncompressed, so its words can be found in its bytes). */
export function orderPdf(content: OrderPdfContent): Buffer {
  const writer = new PdfWriter();
  const { doc } = writer;
  doc.setProperties({
    title: pdfText(content.title),
    subject: pdfText(`${content.title}: the signed order and its terms`),
    author: pdfText(content.siteName),
    creator: pdfText(content.siteName),
  });
  doc.setCreationDate(new Date(content.createdAt));
  // The PDF's file identifier, from the order itself: the same order makes the same document.
  doc.setFileId(createHash('md5').update(`${content.title}\n${content.createdAt}`).digest('hex'));

  writer.paragraph(content.siteName, { size: SIZE.small, after: 2 });
  writer.paragraph(content.title, { size: SIZE.title, bold: true, after: 10 });
  for (const sentence of content.summary) writer.paragraph(sentence);
  for (const section of content.sections) {
    writer.heading(section.title);
    for (const row of section.details) writer.detail(row);
  }
  const { terms } = content;
  writer.heading(`${terms.title} (version ${terms.version})`);
  writer.paragraph(`The terms as signed. Their SHA-256 fingerprint: ${terms.hash}`, { size: SIZE.small });
  for (const paragraph of terms.body.split(/\n\s*\n/)) {
    if (paragraph.trim()) writer.paragraph(paragraph.replace(/\s*\n\s*/g, ' ').trim());
  }
  writer.footers(content.title);
  return Buffer.from(doc.output('arraybuffer'));
}
