/** The order receipt's printable page: one slip for the customer, with the store's signature line. */
import type { NotaPesananModel } from './nota-pesanan-model.ts';
import '../../../components/receipt/receipt.css';

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaPesananPaper({ m, inner = true }: { m: NotaPesananModel; inner?: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  return (
    <div className="k-nota k-nota-beli" data-testid={id('nota-ps-slip')}>
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
        <div className="mono" data-testid={id('nota-ps-no')}>
          {m.noPesanan}
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
            <th>Kategori</th>
            <th>Nama Barang / Deskripsi</th>
            <th className="r">Berat Estimasi</th>
            <th className="r">Harga</th>
          </tr>
        </thead>
        <tbody>
          {m.items.map((i) => (
            <tr key={i.no}>
              <td className="c">{i.no}</td>
              <td>{i.kategori}</td>
              <td>
                {i.nama}
                <div className="k-nota-sub">{i.deskripsi}</div>
              </td>
              <td className="r">{i.berat}</td>
              <td className="r">{i.harga}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {m.contoh.length > 0 && (
        <div className="k-nota-sub" style={{ marginTop: 4 }}>
          Barang Contoh Dari Toko: {m.contoh.join('; ')}
        </div>
      )}
      <div className="k-nota-bottom">
        <div>
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
          <div className="k-nota-lunas">{m.status}</div>
        </div>
        <table className="k-nota-pay" data-testid={id('nota-ps-ringkasan')}>
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
