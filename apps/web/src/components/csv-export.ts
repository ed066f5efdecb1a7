/** CSV download with papaparse, loaded only when someone exports. */
import { csvFileName, csvMatrix, type Row, type TextColumn } from './table-data.ts';

export async function downloadCsv<R extends Row>(
  base: string,
  ymd: string,
  rows: readonly R[],
  cols: readonly TextColumn<R>[],
): Promise<void> {
  const { default: Papa } = await import('papaparse');
  // BOM so Excel opens UTF-8 text correctly.
  const csv = `\uFEFF${Papa.unparse(csvMatrix(rows, cols))}`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(base, ymd);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
