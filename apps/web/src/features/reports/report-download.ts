/** Builds and downloads a report file; the PDF and Excel libraries load only when someone exports. */
import type { ReportDoc } from './report-doc.ts';

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}

export async function downloadReportPdf(doc: ReportDoc, name: string): Promise<void> {
  const { buildReportPdf } = await import('./report-pdf.ts');
  downloadBlob(buildReportPdf(doc).output('blob'), name);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function downloadReportExcel(doc: ReportDoc, name: string): Promise<void> {
  const { buildReportWorkbook } = await import('./report-excel.ts');
  const buf = await buildReportWorkbook(doc).xlsx.writeBuffer();
  downloadBlob(new Blob([buf], { type: XLSX }), name);
}
