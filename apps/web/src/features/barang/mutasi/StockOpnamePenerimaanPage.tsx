/** /stock-opname-penerimaan: count the pieces of one receipt (TB or kirim number) by scanning. */
import { StockOpnameScreen } from './StockOpnamePage.tsx';

export default function StockOpnamePenerimaanPage() {
  return <StockOpnameScreen jenis="PENERIMAAN" />;
}
