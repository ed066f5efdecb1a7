/**
 * Reversible obfuscation of what the app keeps in localStorage (spec §3: "obfuscated local storage"). Not a
 * secret — the key ships in the bundle — it only keeps the session from being read or edited as plain JSON.
 */
const KEY = new TextEncoder().encode('k1l4u::b4ck-0ff1c3::emas&berlian');

function xor(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = (bytes[i] as number) ^ (KEY[i % KEY.length] as number) ^ (i & 0xff);
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function obfuscate(text: string): string {
  return toBase64(xor(new TextEncoder().encode(text)));
}

/** The text back, or undefined when the value was not written by `obfuscate` (tampered or foreign). */
export function deobfuscate(value: string): string | undefined {
  try {
    const bin = atob(value);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes));
  } catch {
    return undefined;
  }
}
