/**
 * The state of a screen that puts scanned pieces into a tray (pindah barang, kembali dari cucian, pindah sortir):
 * destination, keterangan, one idempotent submit, and the result line it leaves on the page.
 */
import type { TrayMove } from '@kilau/domain';
import { MSG } from '@kilau/domain';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { type Schema, useWrite } from '../../../lib/use-write.ts';
import type { Tray } from './TrayPicker.tsx';
import type { ScanListApi } from './use-scan-list.ts';

export function useTrayMove(list: ScanListApi, path: string, schema: Schema<unknown>) {
  const [tujuan, setTujuan] = useState<Tray>({ kode_gudang: '', kode_baki: '' });
  const [keterangan, setKeterangan] = useState('');
  const [done, setDone] = useState<(TrayMove & { berat: string }) | null>(null);
  const write = useWrite({ invalidates: [queryKeys.barang()] });
  const { saving } = write;

  async function onSave() {
    const berat = list.totals.berat;
    const r = await write.submit<TrayMove>({
      path,
      schema,
      body: { barcodes: list.barcodes, ...tujuan, keterangan },
    });
    if (!r) return;
    setDone({ ...r, berat });
    list.clear();
    setKeterangan('');
    void notify.success(MSG.saveOk);
  }

  return { tujuan, setTujuan, keterangan, setKeterangan, done, setDone, saving, onSave };
}
