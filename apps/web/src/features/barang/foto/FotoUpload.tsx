/**
 * Photo of one created piece: pick an image, it is resized in the browser (≤ 720×1366, JPEG q50) and stored with
 * `PUT barang/foto/:barcode` (`image/jpeg`); the thumbnail shows what the server now holds.
 */

import { CameraOutlined } from '@ant-design/icons';
import { MSG } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { putBinary } from '../../../lib/api-binary.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { resizeToJpeg } from './image-resize.ts';
import { useFoto } from './use-foto.ts';

export function FotoUpload({ barcode }: { barcode: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [has, setHas] = useState(false);
  const qc = useQueryClient();
  const foto = useFoto(barcode, has);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const jpeg = await resizeToJpeg(file);
      await putBinary(`barang/foto/${barcode}`, jpeg, 'image/jpeg');
      await qc.invalidateQueries({ queryKey: queryKeys.foto(barcode) });
      setHas(true);
      notify.toast.success(`Foto ${barcode} Tersimpan`);
    } catch (e) {
      notify.toast.error(e instanceof ApiError ? errorText(e, MSG.saveFail) : (e as Error).message || MSG.saveFail);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Space size={6}>
      {foto.url && (
        <img src={foto.url} alt={`Foto ${barcode}`} className="k-thumb" data-testid={`foto-thumb-${barcode}`} />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid={`foto-input-${barcode}`}
      />
      <Button
        size="small"
        icon={<CameraOutlined />}
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid={`foto-upload-${barcode}`}
      >
        {has ? 'Ganti Foto' : 'Upload Foto'}
      </Button>
    </Space>
  );
}
