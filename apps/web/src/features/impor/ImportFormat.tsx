/** The expected file of the chosen type (spec §3, §5): its columns, the file-name word, and how it is read. */
import { IMPORT_CALLS, type ImportType } from '@kilau/domain';
import { Card, Empty } from 'antd';
import { IMPORT_TYPE_LABEL } from './import-model.ts';

const HISTORY: readonly ImportType[] = [
  'penjualan',
  'pembelian',
  'keuangan_cash',
  'keuangan_non_cash',
  'barang_summary',
];

export function ImportFormat({ type }: { type: ImportType | undefined }) {
  if (!type) {
    return (
      <Card size="small" className="k-card" title="Format File" data-testid="import-format">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Pilih Type Untuk Melihat Format File" />
      </Card>
    );
  }
  const word = IMPORT_CALLS[type].word;
  return (
    <Card size="small" className="k-card" title={`Format File ${IMPORT_TYPE_LABEL[type]}`} data-testid="import-format">
      <ul className="k-impor-rules">
        <li>File .csv; baris pertama adalah judul kolom, baris terakhir file tidak dibaca.</li>
        {word && (
          <li>
            Nama file harus mengandung kata <b>{word}</b>.
          </li>
        )}
        <li>
          Teks kosong menjadi “-”, angka kosong menjadi 0
          {type === 'penjualan' || type === 'pembelian' ? ', kode barcode dilengkapi nol sampai 8 digit' : ''}.
        </li>
        <li>
          {HISTORY.includes(type)
            ? 'Data toko pada tanggal-tanggal yang ada di file diganti oleh isi file; data lama disimpan ke arsip.'
            : 'Master toko diganti oleh isi file menurut kodenya; kode yang masih dipakai barang atau transaksi tidak boleh hilang dari file.'}
        </li>
      </ul>
    </Card>
  );
}
