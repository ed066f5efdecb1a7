/** The repair receipt's printable page: the store copy and the customer copy, each the whole receipt. */
import type { NotaServiceModel } from './nota-service-model.ts';
import '../../../components/receipt/receipt.css';

function Lembar({ m, lembar, id }: { m: NotaServiceModel; lembar: string; id: (s: string) => string | undefined }) {
  const key = lembar === 'LEMBAR TOKO' ? 'toko' : 'customer';
  return (
    <div className="k-nota k-nota-beli" data-testid={id(`nota-sv-slip-${key}`)} style={{ marginBottom: 12 }}>
      <div className="k-nota-head">
        <div className="k-nota-toko">
          <div className="k-nota-toko-nama">{m.toko.nama || '-'}</div>
          {m.toko.alamat && <div>{m.toko.alamat}</div>}
          {m.toko.telp && <div>Telp. {m.toko.telp}</div>}
        </div>
        <div className="k-nota-sub" style={{ fontWeight: 600 }}>
          {lembar}
        </div>
      </div>
      <div className="k-nota-title-row">
        <div className="k-nota-judul">{m.judul}</div>
        {m.batal && <div className="k-nota-batal">DIBATALKAN</div>}
        <div className="mono" data-testid={id(`nota-sv-no-${key}`)}>
          {m.noService}
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
            <th>Nama Barang / Deskripsi</th>
            <th className="r">Berat</th>
            <th className="r">Qty</th>
            <th className="r">Ongkos</th>
            <th className="r">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {m.items.map((i) => (
            <tr key={i.no}>
              <td className="c">{i.no}</td>
              <td>
                {i.nama}
                <div className="k-nota-sub">{i.deskripsi}</div>
              </td>
              <td className="r">{i.berat}</td>
              <td className="r">{i.qty}</td>
              <td className="r">{i.ongkos}</td>
              <td className="r">{i.subtotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="k-nota-bottom">
        <div>
          <table className="k-nota-pay">
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
          <div className="k-nota-lunas">{m.status}</div>
        </div>
        <table className="k-nota-pay" data-testid={id(`nota-sv-ringkasan-${key}`)}>
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

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaServicePaper({ m, inner = true }: { m: NotaServiceModel; inner?: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div data-testid={id('nota-sv-slip')}>
      {m.lembar.map((l) => (
        <Lembar key={l} m={m} lembar={l} id={id} />
      ))}
    </div>
  );
}
