/** Demo master data: what a real Indonesian gold shop would have on day one. */
export const DEMO_MASTERS: Record<string, Record<string, unknown>[]> = {
  group: [
    { kode_group: 'EMAS24', nama_group: 'EMAS 24K', jenis_group: 'EMAS', harga: 1_350_000, harga_modal: 1_300_000, persentase: '99.9' },
    { kode_group: 'EMAS75', nama_group: 'EMAS 75%', jenis_group: 'EMAS', harga: 1_050_000, harga_modal: 980_000, persentase: '75' },
    { kode_group: 'EMAS70', nama_group: 'EMAS 70%', jenis_group: 'EMAS', harga: 960_000, harga_modal: 900_000, persentase: '70' },
    { kode_group: 'EMAS42', nama_group: 'EMAS MUDA 42%', jenis_group: 'EMAS', harga: 590_000, harga_modal: 550_000, persentase: '42' },
    { kode_group: 'BERLIAN', nama_group: 'PERHIASAN BERLIAN', jenis_group: 'BERLIAN', harga: 0, harga_modal: 0, persentase: '75' },
  ],
  jenis: [
    { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'EMAS75' },
    { kode_dept: 'KL', nama_dept: 'KALUNG', kode_group: 'EMAS75' },
    { kode_dept: 'GL', nama_dept: 'GELANG', kode_group: 'EMAS70' },
    { kode_dept: 'AT', nama_dept: 'ANTING', kode_group: 'EMAS70' },
    { kode_dept: 'LT', nama_dept: 'LIONTIN', kode_group: 'EMAS42' },
    { kode_dept: 'LM', nama_dept: 'LOGAM MULIA', kode_group: 'EMAS24' },
    { kode_dept: 'CB', nama_dept: 'CINCIN BERLIAN', kode_group: 'BERLIAN' },
  ],
  kadar: [
    { kode_kadar: '999', nama_kadar: '24K', persentase: '99.9' },
    { kode_kadar: '750', nama_kadar: '18K', persentase: '75' },
    { kode_kadar: '700', nama_kadar: '17K', persentase: '70' },
    { kode_kadar: '420', nama_kadar: '10K', persentase: '42' },
  ],
  gudang: [
    { kode_gudang: 'ETL', nama_gudang: 'ETALASE DEPAN' },
    { kode_gudang: 'BRK', nama_gudang: 'BRANKAS' },
  ],
  baki: [
    { kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'ETL', berat_baki: '250.5', berat_bandrol: '0.15' },
    { kode_baki: 'B02', nama_baki: 'BAKI KALUNG 1', kode_gudang: 'ETL', berat_baki: '310', berat_bandrol: '0.15' },
    { kode_baki: 'B03', nama_baki: 'BAKI GELANG 1', kode_gudang: 'ETL', berat_baki: '305.25', berat_bandrol: '0.15' },
    { kode_baki: 'B04', nama_baki: 'BAKI ANTING', kode_gudang: 'ETL', berat_baki: '180', berat_bandrol: '0.1' },
    { kode_baki: 'S01', nama_baki: 'BAKI SIMPAN', kode_gudang: 'BRK', berat_baki: '400', berat_bandrol: '0.15' },
  ],
  bank: [
    { kode_bank: 'BCA', nama_bank: 'BANK CENTRAL ASIA' },
    { kode_bank: 'BRI', nama_bank: 'BANK RAKYAT INDONESIA' },
    { kode_bank: 'MDR', nama_bank: 'BANK MANDIRI' },
  ],
  rekening: [
    { no_rekening: '1234567890', nama_rekening: 'PT KILAU EMAS', kode_bank: 'BCA' },
    { no_rekening: '0987654321', nama_rekening: 'PT KILAU EMAS', kode_bank: 'MDR' },
  ],
  kategori: [
    { kode_kategori: 'OPS', nama_kategori: 'OPERASIONAL', jenis: 'KELUAR' },
    { kode_kategori: 'MDL', nama_kategori: 'TAMBAHAN MODAL', jenis: 'MASUK' },
  ],
  bandrol: [{ kode_bandrol: 'STD', nama_bandrol: 'BANDROL STANDAR', berat: '0.15' }],
  'kode-transaksi': [
    { kode_transaksi: 'LST', nama_transaksi: 'BAYAR LISTRIK', jenis: 'KELUAR', kode_kategori: 'OPS' },
    { kode_transaksi: 'SETOR', nama_transaksi: 'SETORAN MODAL', jenis: 'MASUK', kode_kategori: 'MDL' },
  ],
  sales: [
    { kode_sales: 'S01', nama_sales: 'DEWI', no_hp: '081234567801' },
    { kode_sales: 'S02', nama_sales: 'RINA', no_hp: '081234567802' },
    { kode_sales: 'S03', nama_sales: 'BUDI', no_hp: '081234567803' },
  ],
  tukang: [{ kode_tukang: 'T01', nama_tukang: 'PAK HARTO', keahlian: 'PATRI DAN SEPUH', no_hp: '081298765432' }],
  'kondisi-barang': [
    { kode_kondisi: 'BARU', nama_kondisi: 'BARU' },
    { kode_kondisi: 'BEKAS', nama_kondisi: 'BEKAS' },
  ],
  'kondisi-pembelian': [
    { kode_kondisi: 'MULUS', type_kondisi: 'PERSENTASE', potongan_nota: '5', potongan_tanpa_nota: '10' },
    { kode_kondisi: 'RUSAK', type_kondisi: 'PERSENTASE', potongan_nota: '10', potongan_tanpa_nota: '15' },
    { kode_kondisi: 'PATAH', type_kondisi: 'PERSENTASE', potongan_nota: '15', potongan_tanpa_nota: '20' },
  ],
  'kondisi-pinjaman': [
    { kode_pinjaman: 'P1', nominal_dari: 0, nominal_sampai: 5_000_000, bunga_persen: '2.5', lama_pinjam: 30, persen_max_pinjaman: '80' },
    { kode_pinjaman: 'P2', nominal_dari: 5_000_001, nominal_sampai: 50_000_000, bunga_persen: '2', lama_pinjam: 60, persen_max_pinjaman: '85' },
  ],
  hadiah: [
    { kode_hadiah: 'PAYUNG', nama_hadiah: 'PAYUNG KILAU', poin: 10, stock: 50 },
    { kode_hadiah: 'KOTAK', nama_hadiah: 'KOTAK PERHIASAN', poin: 5, stock: 100 },
  ],
  'rugi-nota': [
    { kode_group: 'EMAS75', type: 'PERSENTASE', nilai: '2' },
    { kode_group: 'EMAS70', type: 'PERSENTASE', nilai: '2.5' },
  ],
  'parameter-point': [{ kode_poin: 'STD', nominal: 1_000_000, nilai_poin: 1 }],
  marketplace: [
    { kode_marketplace: 'SHOPEE', nama_marketplace: 'SHOPEE', fee_persen: '5' },
    { kode_marketplace: 'TOKPED', nama_marketplace: 'TOKOPEDIA', fee_persen: '4.5' },
  ],
  'parameter-berlian': [
    { jenis_batu: 'BR', nama_batu: 'BERLIAN' },
    { jenis_batu: 'RB', nama_batu: 'RUBY' },
    { jenis_batu: 'SF', nama_batu: 'SAFIR' },
  ],
  'batu-shape': [
    { kode_shape: 'RD', nama_shape: 'ROUND' },
    { kode_shape: 'PR', nama_shape: 'PRINCESS' },
    { kode_shape: 'OV', nama_shape: 'OVAL' },
  ],
  'batu-color': [
    { kode_color: 'D', nama_color: 'D COLORLESS' },
    { kode_color: 'G', nama_color: 'G NEAR COLORLESS' },
  ],
  'batu-clarity': [
    { kode_clarity: 'VVS1', nama_clarity: 'VERY VERY SLIGHTLY INCLUDED 1' },
    { kode_clarity: 'VS1', nama_clarity: 'VERY SLIGHTLY INCLUDED 1' },
  ],
  'batu-fluorescence': [{ kode_fluorescence: 'NON', nama_fluorescence: 'NONE' }],
  'batu-symmetry': [{ kode_symmetry: 'EX', nama_symmetry: 'EXCELLENT' }],
  'batu-polish': [{ kode_polish: 'EX', nama_polish: 'EXCELLENT' }],
  'batu-cutgrade': [{ kode_cutgrade: 'EX', nama_cutgrade: 'EXCELLENT' }],
  'batu-berlian': [{ kode_berlian: 'NAT', nama_berlian: 'NATURAL' }],
};
