/** /validasi-hutang — a supervisor validates the open loans of a date range; the close refuses unvalidated ones. */
import { ValidasiHutangPage } from '../../penjualan/validasi/ValidasiPage.tsx';

export default ValidasiHutangPage;
