/**
 * A document's receipt (receipt.ts) as a page — the modal's preview and what the browser prints: every copy the
 * receipt declares, half-sheet copies with a cut line between. Test ids are `nota-<id>-<part>` (and `-<key>` for a
 * keyed copy); the hidden print copy (`inner` false) carries none, so they stay unique on the page.
 */
import type { ReactNode } from 'react';
import type { Pair, Receipt, ReceiptColumn, ReceiptCopy, ReceiptRow } from './receipt.ts';
import './receipt.css';

type Ids = (part: string) => string | undefined;

const alignClass = (c: ReceiptColumn) =>
  [c.align === 'right' ? 'r' : c.align === 'center' ? 'c' : '', c.mono ? 'mono' : ''].filter(Boolean).join(' ') ||
  undefined;

function Pairs({
  rows,
  testId,
  rowId,
}: {
  rows: Pair[];
  testId?: string;
  rowId?: (label: string) => string | undefined;
}) {
  return (
    <table className="k-nota-pay" data-testid={testId}>
      <tbody>
        {rows.map(([k, v], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed list that never reorders; two lines may read alike
          <tr key={i}>
            <td>{k}</td>
            <td className="r" data-testid={rowId?.(k)}>
              {v}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({ c, row, n, id }: { c: ReceiptColumn; row: ReceiptRow; n: number; id: Ids }) {
  const subs = (c.sub ?? []).filter((s) => row[s.key]);
  return (
    <td className={alignClass(c)}>
      {row[c.key] ?? ''}
      {subs.map((s) => (
        <div
          key={s.key}
          className={s.mono ? 'k-nota-sub mono' : 'k-nota-sub'}
          data-testid={s.testId ? id(`${s.testId}-${n}`) : undefined}
        >
          {row[s.key]}
        </div>
      ))}
    </td>
  );
}

function Items({ r, id }: { r: Receipt; id: Ids }) {
  if (!r.items.length) return null;
  return (
    <table className="k-nota-items">
      <thead>
        <tr>
          {r.columns.map((c) => (
            <th key={c.key} className={alignClass({ ...c, mono: false })}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {r.items.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: printed rows in the document's order
          <tr key={i}>
            {r.columns.map((c) => (
              <Cell key={c.key} c={c} row={row} n={i + 1} id={id} />
            ))}
          </tr>
        ))}
      </tbody>
      {r.total && (
        <tfoot>
          <tr>
            {r.columns.map((c) => (
              <td
                key={c.key}
                className={alignClass({ ...c, mono: false })}
                data-testid={c.totalTestId ? id(c.totalTestId) : undefined}
              >
                {r.total?.[c.key] ?? ''}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

function Slip({ r, copy, id }: { r: Receipt; copy: ReceiptCopy; id: Ids }) {
  const sfx = copy.key ? `-${copy.key}` : '';
  return (
    <div
      className="k-nota k-nota-beli"
      data-testid={id(`slip${sfx}`)}
      style={r.size === 'slip' && r.copies.length > 1 ? { marginBottom: 12 } : undefined}
    >
      <div className="k-nota-head">
        <div className="k-nota-toko">
          <div className="k-nota-toko-nama">{r.toko.nama || '-'}</div>
          {r.toko.alamat && <div>{r.toko.alamat}</div>}
          {r.toko.telp && <div>Telp. {r.toko.telp}</div>}
        </div>
        {copy.tag &&
          (r.size === 'half' ? (
            <div className="k-nota-copy">{copy.tag}</div>
          ) : (
            <div className="k-nota-sub" style={{ fontWeight: 600 }}>
              {copy.tag}
            </div>
          ))}
      </div>
      <div className="k-nota-title-row">
        <div className="k-nota-judul">{r.judul}</div>
        {r.batal && <div className="k-nota-batal">DIBATALKAN</div>}
        <div className="mono" data-testid={id(`no${sfx}`)}>
          {r.no}
        </div>
      </div>
      <dl className="k-nota-info" data-testid={id(`info${sfx}`)}>
        {r.info.map(([l, v]) => (
          <div key={l}>
            <dt>{l}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <Items r={r} id={id} />
      {r.catatan.map((c) => (
        <div key={c} className="k-nota-sub k-nota-catatan">
          {c}
        </div>
      ))}
      <div className="k-nota-bottom">
        <div>
          {r.terbilang && <div className="k-nota-terbilang">{r.terbilang}</div>}
          {r.bayar.length > 0 && <Pairs rows={r.bayar} testId={id(`bayar${sfx}`)} />}
          {r.status && (
            <div className="k-nota-lunas" data-testid={id(`status${sfx}`)}>
              {r.status}
            </div>
          )}
        </div>
        {r.ringkasan.length > 0 && (
          <Pairs
            rows={r.ringkasan}
            testId={id(`ringkasan${sfx}`)}
            rowId={r.rowIds ? (l) => id(l.toLowerCase().replace(/\s+/g, '-')) : undefined}
          />
        )}
      </div>
      {r.syarat && (
        <div className="k-nota-sub k-nota-syarat" data-testid={id(`syarat${sfx}`)}>
          <b>{r.syarat.judul}</b> {r.syarat.text}
        </div>
      )}
      <div className="k-nota-sign">
        <div>
          {r.penanda}
          <span>(................)</span>
        </div>
        <div>
          Hormat Kami<span>(................)</span>
        </div>
      </div>
      <div className="k-nota-printed">{r.printed}</div>
    </div>
  );
}

/** `id`: the test-id infix (`nota-<id>-slip|no|info|bayar|status|ringkasan|syarat`). */
export function ReceiptPaper({ r, id: infix, inner = true }: { r: Receipt; id: string; inner?: boolean }) {
  const id: Ids = (part) => (inner ? `nota-${infix}-${part}` : undefined);
  const slips: ReactNode[] = r.copies.map((c, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the copies in their declared order
    <div key={i}>
      {r.size === 'half' && i > 0 && (
        <div className="k-nota-cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>
      )}
      <Slip r={r} copy={c} id={id} />
    </div>
  ));
  if (r.size === 'half') return <div className="k-nota-beli-sheet">{slips}</div>;
  return r.copies.some((c) => c.key) ? <div data-testid={id('slip')}>{slips}</div> : slips;
}
