/** The gift-exchange receipt's printable page: two slips (the store's copy and the member's), one per half sheet. */
import type { NotaTukarModel } from './nota-tukar-model.ts';
import '../../../components/receipt/receipt.css';

function Slip({ m, copy, inner }: { m: NotaTukarModel; copy: string; inner: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div className="k-nota k-nota-beli k-nota-tukar" data-testid={id('nota-tukar-slip')}>
      <div className="k-nota-head">
        <div className="k-nota-toko">
          <div className="k-nota-toko-nama">{m.toko.nama || '-'}</div>
          {m.toko.alamat && <div>{m.toko.alamat}</div>}
          {m.toko.telp && <div>Telp. {m.toko.telp}</div>}
        </div>
        <div className="k-nota-copy">{copy}</div>
      </div>
      <div className="k-nota-title-row">
        <div className="k-nota-judul">{m.judul}</div>
        <div className="mono" data-testid={id('nota-tukar-no')}>
          {m.noTukar}
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
      <table className="k-nota-items">
        <thead>
          <tr>
            <th>Kode Hadiah</th>
            <th>Nama Hadiah</th>
            <th className="r">Qty</th>
            <th className="r">Poin / Hadiah</th>
            <th className="r">Total Poin</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{m.hadiah.kode}</td>
            <td>{m.hadiah.nama}</td>
            <td className="r">{m.hadiah.qty}</td>
            <td className="r">{m.hadiah.poinSatuan}</td>
            <td className="r">{m.hadiah.totalPoin}</td>
          </tr>
        </tbody>
      </table>
      <div className="k-nota-bottom">
        <div />
        <table className="k-nota-pay">
          <tbody>
            {m.poin.map(([k, v]) => (
              <tr key={k}>
                <td>{k}</td>
                <td className="r" data-testid={id(`nota-tukar-${k.toLowerCase().replace(/\s+/g, '-')}`)}>
                  {v}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="k-nota-sign">
        <div>
          Member<span>(................)</span>
        </div>
        <div>
          Hormat Kami<span>(................)</span>
        </div>
      </div>
      <div className="k-nota-printed">{m.printed}</div>
    </div>
  );
}

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaTukarPaper({ m, inner = true }: { m: NotaTukarModel; inner?: boolean }) {
  return (
    <div className="k-nota-beli-sheet">
      {m.copies.map((c, i) => (
        <div key={c}>
          {i > 0 && <div className="k-nota-cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>}
          <Slip m={m} copy={c} inner={inner} />
        </div>
      ))}
    </div>
  );
}
