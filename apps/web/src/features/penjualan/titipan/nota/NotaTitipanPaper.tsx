/** The deposit receipt's printable page (NOTA TITIPAN): one slip for the customer, with the signature line. */
import type { NotaTitipanModel } from './nota-titipan-model.ts';
import '../../../../components/receipt/receipt.css';

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaTitipanPaper({ m, inner = true }: { m: NotaTitipanModel; inner?: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div className="k-nota k-nota-beli" data-testid={id('nota-tt-slip')}>
      <div className="k-nota-head">
        <div className="k-nota-toko">
          <div className="k-nota-toko-nama">{m.toko.nama || '-'}</div>
          {m.toko.alamat && <div>{m.toko.alamat}</div>}
          {m.toko.telp && <div>Telp. {m.toko.telp}</div>}
        </div>
      </div>
      <div className="k-nota-title-row">
        <div className="k-nota-judul">{m.judul}</div>
        {m.batal && <div className="k-nota-batal">DIBATALKAN</div>}
        <div className="mono" data-testid={id('nota-tt-no')}>
          {m.noTitip}
        </div>
      </div>
      <dl className="k-nota-info">
        {m.info.map(([l, v]) => (
          <div key={l}>
            <dt>{l}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {m.items.length > 0 && (
        <table className="k-nota-items">
          <thead>
            <tr>
              <th className="c">No</th>
              <th>Barcode</th>
              <th>Nama Barang</th>
              <th className="r">Berat</th>
              <th className="r">Harga</th>
            </tr>
          </thead>
          <tbody>
            {m.items.map((i) => (
              <tr key={i.no}>
                <td className="c">{i.no}</td>
                <td className="mono">{i.barcode}</td>
                <td>{i.nama}</td>
                <td className="r">{i.berat}</td>
                <td className="r">{i.harga}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3} className="r">
                <b>TOTAL</b>
              </td>
              <td className="r">
                <b>{m.totalBerat}</b>
              </td>
              <td className="r">
                <b>{m.ringkasan[0]?.[1] ?? '-'}</b>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <div className="k-nota-bottom">
        <div>
          <div className="k-nota-lunas">{m.status}</div>
        </div>
        <table className="k-nota-pay" data-testid={id('nota-tt-ringkasan')}>
          <tbody>
            {m.ringkasan.map(([k, v]) => (
              <tr key={k}>
                <td>{k}</td>
                <td className="r">
                  <b>{v}</b>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="k-nota-sign">
        <div>
          Customer<span>(................)</span>
        </div>
        <div>
          Hormat Kami<span>(................)</span>
        </div>
      </div>
      <div className="k-nota-printed">{m.printed}</div>
    </div>
  );
}
