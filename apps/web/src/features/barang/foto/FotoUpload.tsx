/**
 * Photo of one created piece: pick an image, it is resized in the browser (≤ 720×1366, JPEG q50) and stored with
 * `PUT barang/foto/:barcode` (`image/jpeg`); the thumbnail shows what the server now holds.
 */

import { CameraOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useFoto } from './use-foto.ts';
import { useFotoWrite } from './use-foto-write.ts';

export function FotoUpload({ barcode }: { barcode: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [has, setHas] = useState(false);
  const foto = useFoto(barcode, has);
  const write = useFotoWrite(barcode);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (await write.upload(file)) setHas(true);
    if (input.current) input.current.value = '';
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
        loading={write.busy}
        onClick={() => input.current?.click()}
        data-testid={`foto-upload-${barcode}`}
      >
        {has ? 'Ganti Foto' : 'Upload Foto'}
      </Button>
    </Space>
  );
}
