/** The loan receipt's printable page. */
import type { NotaHutangModel } from './nota-hutang-model.ts';
import '../../../components/receipt/receipt.css';

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaHutangPaper({ m, inner = true }: { m: NotaHutangModel; inner?: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div className="k-nota k-nota-beli" data-testid={id('nota-ht-slip')}>
      <div className="k-nota-head">
        <div className="k-nota-toko">
          <div className="k-nota-toko-nama">{m.toko.nama || '-'}</div>
          {m.toko.alamat && <div>{m.toko.alamat}</div>}
          {m.toko.telp && <div>Telp. {m.toko.telp}</div>}
        </div>
        <div className="k-nota-sub" style={{ fontWeight: 600 }}>
          {m.status}
        </div>
      </div>
      <div className="k-nota-title-row">
        <div className="k-nota-judul">{m.judul}</div>
        <div className="mono" data-testid={id('nota-ht-no')}>
          {m.noHutang}
        </div>
      </div>
      <dl className="k-nota-info" data-testid={id('nota-ht-info')}>
        {m.info.map(([l, v]) => (
          <div key={l}>
            <dt>{l}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <table className="k-nota-items">
        <thead>
          <tr>
            <th className="c">No</th>
            <th>Barang Jaminan</th>
            <th className="r">Kadar</th>
            <th className="r">Berat</th>
            <th className="r">Berat Murni</th>
            <th className="r">Qty</th>
            <th className="r">Nilai</th>
          </tr>
        </thead>
        <tbody>
          {m.items.map((i) => (
            <tr key={i.no}>
              <td className="c">{i.no}</td>
              <td>{i.nama}</td>
              <td className="r">{i.kadar}</td>
              <td className="r">{i.berat}</td>
              <td className="r">{i.murni}</td>
              <td className="r">{i.qty}</td>
              <td className="r">{i.nilai}</td>
            </tr>
          ))}
          <tr>
            <td />
            <td>
              <b>TOTAL</b>
            </td>
            <td />
            <td className="r">
              <b>{m.total.berat}</b>
            </td>
            <td className="r">
              <b>{m.total.murni}</b>
            </td>
            <td className="r">
              <b>{m.total.qty}</b>
            </td>
            <td className="r">
              <b>{m.total.nilai}</b>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="k-nota-bottom">
        <div className="k-nota-sub" style={{ whiteSpace: 'pre-wrap' }} data-testid={id('nota-ht-syarat')}>
          <b>Syarat Perjanjian:</b> {m.syarat}
        </div>
        <table className="k-nota-pay" data-testid={id('nota-ht-ringkasan')}>
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
          Peminjam<span>(................)</span>
        </div>
        <div>
          Hormat Kami<span>(................)</span>
        </div>
      </div>
      <div className="k-nota-printed">{m.printed}</div>
    </div>
  );
}
