/**
 * A piece's photo writes, shared by the created-pieces list and Data Barang's detail: `upload` resizes in the browser
 * (≤ 720×1366, JPEG q50, spec §2.3) and PUTs the bytes (`barang/foto/:barcode`, `image/jpeg`), replacing any photo
 * the piece had; `remove` asks first, then DELETEs it. Both refresh the piece's photo read.
 */
import { MSG, UI } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm, notify } from '../../../components/notify.tsx';
import { putBinary } from '../../../lib/api-binary.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { resizeToJpeg } from './image-resize.ts';

export function useFotoWrite(barcode: string) {
  const qc = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const write = useWrite({ invalidates: [queryKeys.foto(barcode), queryKeys.barang('detail', barcode)] });

  async function upload(file: File): Promise<boolean> {
    setUploading(true);
    try {
      const jpeg = await resizeToJpeg(file);
      await putBinary(`barang/foto/${barcode}`, jpeg, 'image/jpeg');
      await qc.invalidateQueries({ queryKey: queryKeys.foto(barcode) });
      notify.toast.success(`Foto ${barcode} Tersimpan`);
      return true;
    } catch (e) {
      notify.toast.error(e instanceof ApiError ? errorText(e, MSG.saveFail) : (e as Error).message || MSG.saveFail);
      return false;
    } finally {
      setUploading(false);
    }
  }

  async function remove(): Promise<boolean> {
    const ok = await confirm({
      title: `Hapus Foto ${barcode}?`,
      okText: UI.delete,
      danger: true,
      testId: 'foto-hapus-confirm',
    });
    if (!ok) return false;
    const done = await write.submit({ path: `barang/foto/${barcode}`, method: 'del' });
    if (done) notify.toast.success(MSG.deleteOk);
    return !!done;
  }

  return { upload, remove, busy: uploading || write.saving };
}
