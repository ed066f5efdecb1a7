/** The receipt as a page (screen preview and print): the same words as the PDF, from nota-model.ts. */
import type { NotaAssets } from '../../../components/receipt/nota-assets.ts';
import type { NotaModel } from './nota-model.ts';

const BLANK = '\u00a0'.repeat(28);

/** `inner` false for the hidden print copy, so test ids stay unique on the page. */
export function NotaPaper({ m, a, inner = true }: { m: NotaModel; a: NotaAssets; inner?: boolean }) {
  const id = (s: string) => (inner ? s : undefined);
  const roll = m.ukuran === 'THERMAL80';
  const photo = m.tampilFoto && a.photos.size > 0 && !roll;
  return (
    <div className={`k-nota k-nota-${m.ukuran.toLowerCase()}`} data-testid={inner ? 'nota-paper' : 'nota-print-copy'}>
      <header className="k-nota-head">
        <div className="k-nota-toko">
          <div className="k-nota-toko-nama">{m.toko.nama || '-'}</div>
          {m.toko.alamat && <div>{m.toko.alamat}</div>}
          {m.toko.telp && <div>Telp. {m.toko.telp}</div>}
        </div>
        <img className="k-nota-qr" src={a.qr.url} alt={`QR ${m.noFaktur}`} data-testid={id('nota-qr')} />
      </header>
      <div className="k-nota-title-row">
        <div>
          <div className="k-nota-judul">{m.judul}</div>
          {m.headerText && <div className="k-nota-headtext">{m.headerText}</div>}
          {m.batal && (
            <div className="k-nota-batal" data-testid={id('nota-batal')}>
              DIBATALKAN
            </div>
          )}
        </div>
        <div className="k-nota-barcode">
          <img src={a.barcode.url} alt={`Barcode ${m.noFaktur}`} data-testid={id('nota-barcode')} />
          <div data-testid={id('nota-no')}>{m.noFaktur}</div>
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
      <table className="k-nota-items" data-testid={id('nota-items')}>
        <thead>
          <tr>
            <th className="r">No</th>
            {photo && <th>Foto</th>}
            <th>{roll ? 'Barang' : 'Barcode'}</th>
            {!roll && <th>Nama Barang</th>}
            {!roll && <th className="r">Berat</th>}
            {!roll && <th className="c">Kadar</th>}
            <th className="r">Harga (Rp)</th>
          </tr>
        </thead>
        <tbody>
          {m.items.map((it) => {
            const img = a.photos.get(it.kode_barcode);
            return (
              <tr key={it.no}>
                <td className="r">{it.no}</td>
                {photo && <td className="k-nota-foto">{img && <img src={img.url} alt={it.kode_barcode} />}</td>}
                {roll ? (
                  <td>
                    <div>{it.nama}</div>
                    <div className="k-nota-sub">
                      {it.kode_barcode} | {it.berat} | {it.kadar}
                    </div>
                    {it.atribut && <div className="k-nota-sub">{it.atribut}</div>}
                  </td>
                ) : (
                  <>
                    <td className="mono">{it.kode_barcode}</td>
                    <td>
                      {it.nama}
                      {it.atribut && <div className="k-nota-sub">{it.atribut}</div>}
                    </td>
                    <td className="r">{it.berat}</td>
                    <td className="c">{it.kadar}</td>
                  </>
                )}
                <td className="r">{it.harga}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td className="r" colSpan={roll ? 2 : photo ? 4 : 3}>
              TOTAL
            </td>
            {!roll && <td className="r">{m.totalBerat}</td>}
            {!roll && <td />}
            <td className="r" data-testid={id('nota-total')}>
              {m.total}
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="k-nota-terbilang" data-testid={id('nota-terbilang')}>
        Terbilang : # {m.terbilang} #
      </div>
      <div className="k-nota-bottom">
        <div className="k-nota-words">
          {m.syarat && (
            <div className="k-nota-syarat">
              <b>Syarat Pembelian Kembali</b>
              <div>{m.syarat}</div>
            </div>
          )}
        </div>
        <table className="k-nota-pay" data-testid={id('nota-payments')}>
          <tbody>
            {m.rows.map(([l, v], i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed receipt rows, never reordered (two equal lines may exist)
              <tr key={`${i}-${l}`}>
                <td>{l}</td>
                <td className="r">{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!roll && (
        <div className="k-nota-sign">
          <div>
            Customer
            <span>({BLANK})</span>
          </div>
          <div>
            Hormat Kami
            <span>({BLANK})</span>
          </div>
        </div>
      )}
      {m.footer && <div className="k-nota-footer">{m.footer}</div>}
      <div className="k-nota-printed">{m.printed}</div>
    </div>
  );
}
