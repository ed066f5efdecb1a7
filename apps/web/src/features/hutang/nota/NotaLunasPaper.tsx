/** The printable page of a loan's repayment or renewal receipt (NOTA PELUNASAN / NOTA PEREMAJAAN). */
import type { NotaLunasModel } from './nota-lunas-model.ts';
import '../../../components/receipt/receipt.css';

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaLunasPaper({ m, inner = true }: { m: NotaLunasModel; inner?: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div className="k-nota k-nota-beli" data-testid={id('nota-lunas-slip')}>
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
        <div className="mono" data-testid={id('nota-lunas-no')}>
          {m.noLunas}
        </div>
      </div>
      <dl className="k-nota-info" data-testid={id('nota-lunas-info')}>
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
            <th>{m.jaminan}</th>
            <th className="r">Kadar</th>
            <th className="r">Berat</th>
            <th className="r">Berat Murni</th>
            <th className="r">Qty</th>
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
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td>TOTAL</td>
            <td />
            <td className="r">{m.total.berat}</td>
            <td className="r">{m.total.murni}</td>
            <td className="r">{m.total.qty}</td>
          </tr>
        </tfoot>
      </table>
      <div className="k-nota-bottom">
        <div>
          <table className="k-nota-pay" data-testid={id('nota-lunas-bayar')}>
            <tbody>
              {m.bayar.map(([k, v], i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a printed list that never reorders; two lines may read alike
                <tr key={i}>
                  <td>{k}</td>
                  <td className="r">{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="k-nota-lunas" data-testid={id('nota-lunas-status')}>
            {m.status}
          </div>
        </div>
        <table className="k-nota-pay" data-testid={id('nota-lunas-ringkasan')}>
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
