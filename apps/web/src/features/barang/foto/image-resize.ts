/**
 * Photos are resized in the browser before upload (spec §2.3, §9): at most 720 × 1366 pixels, JPEG, quality 50.
 * The aspect ratio is kept; a smaller picture is never enlarged.
 */
export const FOTO_MAX = { width: 720, height: 1366, quality: 0.5 } as const;

export function fitWithin(
  width: number,
  height: number,
  maxW: number = FOTO_MAX.width,
  maxH: number = FOTO_MAX.height,
) {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxW / width, maxH / height);
  return {
    width: Math.max(1, Math.min(maxW, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxH, Math.round(height * scale))),
  };
}

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; done: () => void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bmp = await createImageBitmap(file);
      return { source: bmp, width: bmp.width, height: bmp.height, done: () => bmp.close() };
    } catch {
      // fall through to <img>, which decodes a few more formats in some browsers
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, done: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    throw new Error('File Bukan Gambar Yang Dapat Dibaca');
  }
}

/** Any image the browser can read → a JPEG Blob within the limits. */
export async function resizeToJpeg(file: Blob): Promise<Blob> {
  const img = await decode(file);
  try {
    const size = fitWithin(img.width, img.height);
    if (!size.width) throw new Error('File Bukan Gambar Yang Dapat Dibaca');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Browser Tidak Dapat Mengolah Gambar');
    // JPEG has no transparency: paint white under a transparent PNG instead of black
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(img.source, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('Gagal Mengolah Gambar'))),
        'image/jpeg',
        FOTO_MAX.quality,
      ),
    );
  } finally {
    img.done();
  }
}
