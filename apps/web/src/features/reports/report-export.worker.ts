/**
 * Builds report files off the main thread: a PDF of thousands of rows takes seconds, during which the page must
 * stay responsive. Receives a ReportDoc, answers the file's bytes.
 */
import type { ReportDoc } from './report-doc.ts';
import { buildReportWorkbook } from './report-excel.ts';
import { buildReportPdf } from './report-pdf.ts';

export type ExportRequest = { kind: 'pdf' | 'xlsx'; doc: ReportDoc };
export type ExportAnswer = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string };

self.onmessage = async (e: MessageEvent<ExportRequest>) => {
  try {
    const { kind, doc } = e.data;
    const bytes =
      kind === 'pdf'
        ? buildReportPdf(doc).output('arraybuffer')
        : ((await buildReportWorkbook(doc).xlsx.writeBuffer()) as ArrayBuffer);
    (self as unknown as Worker).postMessage({ ok: true, bytes } satisfies ExportAnswer, [bytes]);
  } catch (err) {
    (self as unknown as Worker).postMessage({ ok: false, message: String(err) } satisfies ExportAnswer);
  }
};
