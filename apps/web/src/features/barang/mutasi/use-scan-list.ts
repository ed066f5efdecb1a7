/**
 * The scan list of a counter screen: each barcode is checked at once with `barang/scan/:barcode` (optionally for
 * another state, e.g. CUCI); a refused barcode gives the server's message and is never added. A scanner may send
 * barcodes faster than the answers come: a barcode already listed or still being checked is refused locally.
 */
import type { BarangStatus } from '@kilau/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import type { Piece } from './piece.ts';
import {
  addPiece,
  alreadyScanned,
  barcodesOf,
  emptyScanList,
  hasBarcode,
  removeBarcode,
  type ScanList,
  summary,
} from './scan-list.ts';

export type ScanMessage = { type: 'error' | 'success'; text: string };

export function useScanList(status: BarangStatus = 'STOCK') {
  const [list, setList] = useState<ScanList>(emptyScanList);
  const [message, setMessage] = useState<ScanMessage | null>(null);
  const [busy, setBusy] = useState(0);
  /** Bumped when the list is emptied (after a submit): the scan field remounts and takes the focus back. */
  const [round, setRound] = useState(0);
  const current = useRef<ScanList>(emptyScanList);
  const pending = useRef(new Set<string>());

  const apply = useCallback((f: (l: ScanList) => ScanList) => {
    current.current = f(current.current);
    setList(current.current);
  }, []);

  const scan = useCallback(
    async (barcode: string): Promise<boolean> => {
      if (hasBarcode(current.current, barcode) || pending.current.has(barcode)) {
        setMessage({ type: 'error', text: alreadyScanned(barcode) });
        return false;
      }
      pending.current.add(barcode);
      setBusy((n) => n + 1);
      try {
        const p = await api.get<Piece>(`barang/scan/${barcode}`, {
          query: status === 'STOCK' ? undefined : { status },
        });
        apply((l) => addPiece(l, p));
        setMessage({ type: 'success', text: `${p.kode_barcode} - ${p.nama_barang}` });
        return true;
      } catch (e) {
        if (!isTimeout(e)) setMessage({ type: 'error', text: errorText(e, `Barcode ${barcode} Tidak Ditemukan`) });
        return false;
      } finally {
        pending.current.delete(barcode);
        setBusy((n) => n - 1);
      }
    },
    [status, apply],
  );

  /** Adds a piece already known (picked from a list); the server checks it again on submit. */
  const add = useCallback((p: Piece) => apply((l) => addPiece(l, p)), [apply]);
  const remove = useCallback((barcode: string) => apply((l) => removeBarcode(l, barcode)), [apply]);
  const clear = useCallback(() => {
    apply(() => emptyScanList);
    setMessage(null);
    setRound((n) => n + 1);
  }, [apply]);

  const totals = useMemo(() => summary(list), [list]);
  return {
    items: list.items,
    barcodes: useMemo(() => barcodesOf(list), [list]),
    totals,
    message,
    setMessage,
    checking: busy > 0,
    round,
    scan,
    add,
    remove,
    clear,
    has: (barcode: string) => hasBarcode(list, barcode),
  };
}

export type ScanListApi = ReturnType<typeof useScanList>;
