/**
 * Images of a receipt: the invoice number as CODE128 and as a QR code at error level L (spec §2.3, §9), and the
 * pieces' photos (`GET barang/foto/:barcode`, read with the token header; 404 = no photo).
 */
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { apiBase } from '../../lib/config.ts';
import { session } from '../../lib/session.ts';

export type Img = { url: string; w: number; h: number };
export type NotaAssets = { barcode: Img; qr: Img; photos: Map<string, Img> };

const PHOTO_TIMEOUT_MS = 5000;

export function barcodeImage(value: string): Img {
  const canvas = document.createElement('canvas');
  JsBarcode(canvas, value, { format: 'CODE128', displayValue: false, margin: 0, height: 48, width: 2 });
  return { url: canvas.toDataURL('image/png'), w: canvas.width, h: canvas.height };
}

export async function qrImage(value: string): Promise<Img> {
  const url = await QRCode.toDataURL(value, { errorCorrectionLevel: 'L', margin: 0, width: 240 });
  return { url, w: 240, h: 240 };
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(blob);
  });
}

function size(url: string): Promise<Img> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ url, w: img.naturalWidth || 1, h: img.naturalHeight || 1 });
    img.onerror = () => reject(new Error('foto'));
    img.src = url;
  });
}

/** A piece's photo, or undefined when it has none (or it cannot be read in time: the receipt prints anyway). */
export async function fotoBarang(barcode: string): Promise<Img | undefined> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), PHOTO_TIMEOUT_MS);
  try {
    const token = session.get()?.token;
    const res = await fetch(`${apiBase()}/barang/foto/${encodeURIComponent(barcode)}`, {
      headers: token ? { 'x-auth-token': token } : {},
      signal: ctrl.signal,
    });
    if (!res.ok) return undefined;
    const blob = await res.blob();
    if (!blob.type.startsWith('image/')) return undefined;
    return await size(await readAsDataUrl(blob));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export async function loadNotaAssets(noFaktur: string, barcodes: readonly string[], photos: boolean) {
  const [qr, list] = await Promise.all([
    qrImage(noFaktur),
    photos ? Promise.all(barcodes.map(async (b) => [b, await fotoBarang(b)] as const)) : Promise.resolve([]),
  ]);
  const map = new Map<string, Img>();
  for (const [b, img] of list) if (img) map.set(b, img);
  return { barcode: barcodeImage(noFaktur), qr, photos: map } satisfies NotaAssets;
}
