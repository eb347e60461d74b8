// The completed demo appraisal's report (demo seed only): a real one-page PDF, so that the demo's required report
// field names a document the consumer can download like any other.
import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/files';

const LINES = [
  'Taxatierapport (demo)',
  'Oudegracht 112, 3511 AX Utrecht',
  'Marktwaarde: EUR 1.150.000',
  'Dit rapport hoort bij de demogegevens van Woonportaal.',
];

/** A minimal valid PDF 1.4 with the lines above (Helvetica), cross-reference offsets computed. */
export function demoReportPdf(): Buffer {
  const text = LINES.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${760 - i * 28} Td (${l}) Tj ET`).join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface StoredDemoReport {
  storedName: string;
  size: number;
  /** Removes the file again (when the seed did not run after all). */
  discard(): Promise<void>;
}

/** Stores the demo report through the upload storage, as an upload would be. */
export async function storeDemoReport(storage: FileStorage): Promise<StoredDemoReport> {
  const staged = await storage.stage(Readable.from([demoReportPdf()]));
  const storedName = await staged.commit('.pdf');
  return { storedName, size: staged.size, discard: () => storage.remove(storedName) };
}
