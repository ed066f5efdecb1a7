/**
 * Builds and downloads a report file. The build runs in a worker (thousands of rows must not freeze the page);
 * where a worker cannot run, it runs here. The PDF and Excel libraries load only when someone exports.
 */
import type { ReportDoc } from './report-doc.ts';
import type { ExportAnswer, ExportRequest } from './report-export.worker.ts';

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

const TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function inWorker(req: ExportRequest): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./report-export.worker.ts', import.meta.url), { type: 'module' });
    const done = () => w.terminate();
    w.onmessage = (e: MessageEvent<ExportAnswer>) => {
      done();
      if (e.data.ok) resolve(e.data.bytes);
      else reject(new Error(e.data.message));
    };
    w.onerror = (e) => {
      done();
      reject(new Error(e.message || 'worker'));
    };
    w.postMessage(req);
  });
}

async function onMainThread({ kind, doc }: ExportRequest): Promise<ArrayBuffer> {
  if (kind === 'pdf') {
    const { buildReportPdf } = await import('./report-pdf.ts');
    return buildReportPdf(doc).output('arraybuffer');
  }
  const { buildReportWorkbook } = await import('./report-excel.ts');
  return (await buildReportWorkbook(doc).xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadReport(kind: 'pdf' | 'xlsx', doc: ReportDoc, name: string): Promise<void> {
  const req = { kind, doc };
  const bytes =
    typeof Worker === 'undefined' ? await onMainThread(req) : await inWorker(req).catch(() => onMainThread(req));
  downloadBlob(new Blob([bytes], { type: TYPES[kind] }), name);
}
