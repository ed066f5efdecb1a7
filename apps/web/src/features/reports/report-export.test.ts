/** The PDF and Excel builders run in Node too: page size, texts and typed cells checked on the real output. */
import { laporanBarangSummary, laporanOtorisasi, laporanPenjualanRekap, laporanTambahBarang } from '@kilau/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildReportDoc, type ReportDocInput } from './report-doc.ts';
import { buildReportWorkbook } from './report-excel.ts';
import { reportDefaultDay } from './report-model.ts';
import { buildReportPdf } from './report-pdf.ts';

const ADDRESS =
  'JL. PASAR BARU NO. 12 BLOK A LANTAI DASAR LOS 15 KELURAHAN PASAR BARU KECAMATAN SAWAH BESAR JAKARTA PUSAT 10710';
const base = (over: Partial<ReportDocInput>): ReportDocInput => ({
  def: laporanTambahBarang,
  rows: [],
  storeName: 'Kilau Pusat',
  address: ADDRESS,
  userId: 'ADMIN',
  from: '2026-03-01',
  to: '2026-03-10',
  printedAt: new Date('2026-03-10T07:05:00Z'),
  ...over,
});
const tambahRows = [
  {
    tanggal: '2026-03-02',
    kode_barcode: '00000001',
    nama_barang: 'CINCIN',
    kode_group: 'E75',
    kode_dept: 'CC',
    ke_gudang: 'ETL',
    ke_baki: 'B1',
    kadar_cetak: '750',
    berat: 2.125,
    ongkos: 50000,
    user_id: 'ADMIN',
  },
  {
    tanggal: '2026-03-03',
    kode_barcode: '00000002',
    nama_barang: 'GELANG',
    kode_group: 'E75',
    kode_dept: 'GL',
    ke_gudang: 'ETL',
    ke_baki: 'B1',
    kadar_cetak: '750',
    berat: 10.5,
    ongkos: 150000,
    user_id: 'ADMIN',
  },
];

describe('report document', () => {
  it('carries the house header: store, address lines, title, PERIODE, Printed By', () => {
    const d = buildReportDoc(base({ rows: tambahRows, filters: [{ label: 'Gudang', value: 'ETALASE' }] }));
    expect(d.storeName).toBe('KILAU PUSAT');
    expect(d.addressLines).toHaveLength(3);
    expect(d.title).toBe('LAPORAN TAMBAH BARANG');
    expect(d.periode).toBe('PERIODE : 1 Maret 2026 s/d 10 Maret 2026');
    expect(d.filters).toEqual(['GUDANG : ETALASE']);
    expect(d.printedBy).toBe('Printed By ADMIN / 10 Maret 2026 14:05');
    expect(d.totals).toEqual({ berat: 12.625, ongkos: 200000 });
  });
});

describe('PDF', () => {
  it('the tax recap is landscape A4 (297×210 mm) and prints ongkos = harga_total − total_24k', () => {
    const pdf = buildReportPdf(
      buildReportDoc(
        base({
          def: laporanPenjualanRekap,
          rows: [{ _id: '2026-03-02', harga_total: 5000000, total_24k: 3800000, ongkos: 0, dpp: 5000000, ppn: 55000 }],
        }),
      ),
      { compress: false },
    );
    expect(Math.round(pdf.internal.pageSize.getWidth())).toBe(297);
    expect(Math.round(pdf.internal.pageSize.getHeight())).toBe(210);
    const raw = pdf.output();
    expect(raw).toContain('LAPORAN PENJUALAN REKAP');
    expect(raw).toContain('1,200,000');
    expect(raw).toContain('PERIODE : 1 Maret 2026 s/d 10 Maret 2026');
    expect(raw).toContain('JL. PASAR BARU NO. 12 BLOK A LANTAI DASAR LOS 15');
    expect(raw).toContain('Printed By ADMIN / 10 Maret 2026 14:05');
    expect(raw).toContain('1 of 1');
  });
  it('a portrait report spreads over pages, each with its page number', () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      ...tambahRows[0],
      kode_barcode: String(i + 1).padStart(8, '0'),
    }));
    const pdf = buildReportPdf(buildReportDoc(base({ rows })), { compress: false });
    expect(Math.round(pdf.internal.pageSize.getWidth())).toBe(210);
    const pages = pdf.getNumberOfPages();
    expect(pages).toBeGreaterThan(1);
    const raw = pdf.output();
    expect(raw).toContain(`1 of ${pages}`);
    expect(raw).toContain(`${pages} of ${pages}`);
    expect(raw).toContain('00000120');
    expect(raw).toContain('255.000'); // 120 × 2.125 g
  });
  it('a report without totals still closes with a row count', () => {
    const pdf = buildReportPdf(buildReportDoc(base({ def: laporanOtorisasi, rows: [{ jenis: 'BATAL' }] })), {
      compress: false,
    });
    expect(pdf.output()).toContain('TOTAL : 1 DATA');
  });
});

describe('Excel', () => {
  it('writes the title block, typed cells and a totals row of formulas', async () => {
    const wb = buildReportWorkbook(buildReportDoc(base({ rows: tambahRows })));
    const buf = await wb.xlsx.writeBuffer();
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(buf);
    const ws = back.worksheets[0];
    if (!ws) throw new Error('no sheet');
    const texts: string[] = [];
    let headRow = 0;
    ws.eachRow((row, n) => {
      texts.push(String(row.getCell(1).value ?? ''));
      if (row.getCell(1).value === 'No') headRow = n;
    });
    expect(texts[0]).toBe('KILAU PUSAT');
    expect(texts).toContain('LAPORAN TAMBAH BARANG');
    expect(texts).toContain('PERIODE : 1 Maret 2026 s/d 10 Maret 2026');
    const header = ws.getRow(headRow).values as unknown[];
    expect(header).toContain('Berat');
    const first = ws.getRow(headRow + 1);
    const beratCol = header.indexOf('Berat');
    const ongkosCol = header.indexOf('Ongkos');
    expect(first.getCell(beratCol).value).toBe(2.125);
    expect(first.getCell(beratCol).numFmt).toBe('#,##0.000');
    expect(first.getCell(ongkosCol).value).toBe(50000);
    expect(first.getCell(ongkosCol).numFmt).toBe('#,##0');
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    const total = ws.getRow(headRow + 3);
    expect(total.getCell(1).value).toBe('TOTAL');
    expect(total.getCell(beratCol).value).toMatchObject({ result: 12.625 });
    expect(String((total.getCell(ongkosCol).value as { formula: string }).formula)).toMatch(/^SUM\(/);
  });
});

describe('field 15: Laporan Barang Summary', () => {
  const row = (tanggal: string, kode_gudang: string, kode_dept: string, o: Record<string, number>) => ({
    tanggal,
    kode_gudang,
    kode_group: 'E75',
    kode_dept,
    stock_tambah: 0,
    stock_in: 0,
    stock_beli: 0,
    stock_out: 0,
    stock_jual: 0,
    stock_hancur: 0,
    ...o,
  });
  // two closed days: CC sells on both, GL leaves the gudang on day 2, a bought piece opens SRT/CC on day 2
  const rows = [
    row('2026-03-09', 'ETL', 'CC', {
      stock_awal: 5,
      berat_awal: 10,
      stock_tambah: 1,
      stock_jual: 2,
      stock_akhir: 4,
      berat_akhir: 8,
    }),
    row('2026-03-09', 'ETL', 'GL', { stock_awal: 2, berat_awal: 6.5, stock_akhir: 2, berat_akhir: 6.5 }),
    row('2026-03-10', 'ETL', 'CC', { stock_awal: 4, berat_awal: 8, stock_jual: 1, stock_akhir: 3, berat_akhir: 6 }),
    row('2026-03-10', 'ETL', 'GL', { stock_awal: 2, berat_awal: 6.5, stock_out: 2, stock_akhir: 0, berat_akhir: 0 }),
    row('2026-03-10', 'SRT', 'CC', { stock_awal: 0, berat_awal: 0, stock_beli: 1, stock_akhir: 1, berat_akhir: 2.25 }),
  ];

  it('field 15: the TOTAL row has Awal (the period’s opening stock) and Akhir (its closing stock), on screen and in the PDF', () => {
    const d = buildReportDoc(base({ def: laporanBarangSummary, rows, from: '2026-03-09', to: '2026-03-10' }));
    expect(d.totals).toEqual({
      stock_awal: 7,
      berat_awal: 16.5,
      stock_tambah: 1,
      stock_in: 0,
      stock_beli: 1,
      stock_out: 2,
      stock_jual: 3,
      stock_hancur: 0,
      stock_akhir: 4,
      berat_akhir: 8.25,
    });
    const raw = buildReportPdf(d, { compress: false }).output();
    expect(raw).toContain('16.500');
    expect(raw).toContain('8.250');
  });

  it('field 15: a report written at the close opens on the last closed day; the others on the shop day', () => {
    expect(reportDefaultDay(laporanBarangSummary, '2026-03-11')).toBe('2026-03-10');
    expect(reportDefaultDay(laporanTambahBarang, '2026-03-11')).toBe('2026-03-11');
  });
});
