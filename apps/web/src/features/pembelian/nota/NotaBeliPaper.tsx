/** The purchase receipt's printable page: two slips (the store's copy and the customer's), one per half sheet. */
import type { NotaBeliModel } from './nota-beli-model.ts';
import '../../../components/receipt/receipt.css';

function Slip({ m, copy, inner }: { m: NotaBeliModel; copy: string; inner: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div className="k-nota k-nota-beli" data-testid={id('nota-beli-slip')}>
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
        {m.batal && <div className="k-nota-batal">DIBATALKAN</div>}
        <div className="mono" data-testid={id('nota-beli-no')}>
          {m.noFaktur}
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
            <th className="c">No</th>
            <th>Jenis</th>
            <th>Kondisi</th>
            <th>Nama Barang</th>
            <th className="r">Berat</th>
            <th className="r">Harga/Gr</th>
            <th className="r">Harga</th>
          </tr>
        </thead>
        <tbody>
          {m.items.map((i) => (
            <tr key={i.no}>
              <td className="c">{i.no}</td>
              <td>{i.jenis}</td>
              <td>{i.kondisi}</td>
              <td>
                {i.nama}
                {i.barcode && <div className="k-nota-sub mono">{i.barcode}</div>}
                {i.jual && (
                  <div className="k-nota-sub" data-testid={id(`nota-beli-jual-${i.no}`)}>
                    {i.jual}
                  </div>
                )}
              </td>
              <td className="r">{i.berat}</td>
              <td className="r">{i.hargaGram}</td>
              <td className="r">{i.harga}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>TOTAL</td>
            <td className="r">{m.totalBerat}</td>
            <td />
            <td className="r" data-testid={id('nota-beli-total')}>
              {m.total}
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="k-nota-bottom">
        <div>
          <div className="k-nota-terbilang">{m.terbilang}</div>
          <div className="k-nota-lunas">{m.status}</div>
        </div>
        <table className="k-nota-pay">
          <tbody>
            {m.bayar.map(([k, v]) => (
              <tr key={k}>
                <td>{k}</td>
                <td className="r">{v}</td>
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

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaBeliPaper({ m, inner = true }: { m: NotaBeliModel; inner?: boolean }) {
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
