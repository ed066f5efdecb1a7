import {
  batuShape,
  defineResource,
  hadiah,
  member,
  parameterBerlian,
  RESOURCES,
  type ResourceRow,
  resourceSchema,
  signedDigits,
} from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { fieldError, formValues, listColumns, parseForm } from './master-model.ts';

/** A master row as the API answers it, with the given declared fields. */
const row = (fields: Record<string, unknown>): ResourceRow => ({
  _id: '1',
  kode_toko: 'PST',
  input_by: 'ADMIN',
  updated_at: '2026-11-22T01:00:00.000Z',
  ...fields,
});

describe('master model', () => {
  it('field 5: an edit of Master Hadiah carries Tambah Stock (signed whole number, blank = 0); an add has none', () => {
    const edit = formValues(hadiah, row({ kode_hadiah: 'PYG', nama_hadiah: 'PAYUNG', poin: 2, stock: 5 }));
    expect(edit.tambah_stock).toBe('');
    expect(Object.keys(formValues(hadiah))).not.toContain('tambah_stock');
    expect(listColumns(hadiah).map((c) => c.key)).not.toContain('tambah_stock');
    expect(parseForm(hadiah, edit, 'edit')).toEqual({
      ok: true,
      body: { kode_hadiah: 'PYG', nama_hadiah: 'PAYUNG', poin: 2, stock: 5, tambah_stock: 0 },
    });
    expect(parseForm(hadiah, { ...edit, tambah_stock: '-3' }, 'edit')).toMatchObject({ body: { tambah_stock: -3 } });
    expect(parseForm(hadiah, { ...edit, tambah_stock: '-3' }, 'add')).not.toHaveProperty('body.tambah_stock');
    expect(parseForm(hadiah, { ...edit, tambah_stock: '1.5' }, 'edit')).toEqual({
      ok: false,
      errors: { tambah_stock: 'Tambah Stock Harus Bilangan Bulat' },
    });
    expect(fieldError(hadiah, 'tambah_stock', '12')).toBeUndefined();
    expect(fieldError(hadiah, 'tambah_stock', '-')).toBe('Tambah Stock Harus Berupa Angka');
    expect(signedDigits(' -1a2-')).toBe('-12');
    expect(signedDigits('1-2')).toBe('12');
  });

  it('/data-member shows the points balance as a read-only column, never in the form (issue 12)', () => {
    const cols = listColumns(member);
    expect(cols.at(-1)?.key).toBe('poin');
    expect(cols.at(-1)?.title).toBe('Poin');
    expect(cols.at(-1)?.align).toBe('right');
    expect(cols.at(-1)?.text?.(row({ poin: 1250 }))).toBe('1,250');
    expect(Object.keys(formValues(member))).not.toContain('poin');
    const parsed = parseForm(member, {
      ...formValues(member),
      kode_member: 'm1',
      nama_member: 'a',
      no_hp: '1',
      poin: 9,
    });
    expect(parsed.ok && Object.keys(parsed.body)).not.toContain('poin');
  });

  it('lists the declared columns of jenis batu (spec §2.4)', () => {
    expect(listColumns(parameterBerlian).map((c) => c.key)).toEqual(['jenis_batu', 'nama_batu']);
  });

  it('gives the spec §5 required messages for empty stone-attribute forms', () => {
    const res = parseForm(batuShape, formValues(batuShape));
    expect(res).toEqual({
      ok: false,
      errors: { kode_shape: 'Kode Shape Harus Diisi', nama_shape: 'Nama Shape Harus Diisi' },
    });
    expect(fieldError(batuShape, 'kode_shape', '')).toBe('Kode Shape Harus Diisi');
    expect(fieldError(batuShape, 'kode_shape', 'RND')).toBeUndefined();
  });

  it('normalises the body as the server would: declared fields only, trimmed and upper-case', () => {
    const res = parseForm(parameterBerlian, { _id: 'x', jenis_batu: ' ruby ', nama_batu: 'batu merah', extra: 1 });
    expect(res).toEqual({ ok: true, body: { jenis_batu: 'RUBY', nama_batu: 'BATU MERAH' } });
  });

  it('every declared resource has an empty form its own schema accepts or rejects with a text', () => {
    for (const r of RESOURCES) {
      const res = parseForm(r, formValues(r));
      if (!res.ok) for (const m of Object.values(res.errors)) expect(m).toMatch(/\S/);
      expect(Object.keys(resourceSchema(r).shape)).toEqual(Object.keys(r.fields));
    }
  });

  it('edit values come from the row; money and bool fields show as the shop reads them', () => {
    const r = defineResource({
      key: 'x',
      route: '/x',
      api: 'x',
      reads: ['x'],
      table: 'x',
      code: 'kode',
      noun: 'X',
      fields: {
        kode: { label: 'Kode', required: 'Kode Harus Diisi' },
        harga: { label: 'Harga', kind: 'money' },
        aktif: { label: 'Status', kind: 'bool' },
      },
    });
    expect(formValues(r, row({ kode: 'A', harga: 1500000, aktif: false }))).toEqual({
      _id: '1',
      kode: 'A',
      harga: '1500000',
      aktif: false,
    });
    const cols = listColumns(r);
    expect(cols[1]?.text?.(row({ harga: 1500000 }))).toBe('1,500,000');
    expect(cols[2]?.text?.(row({ aktif: true }))).toBe('Aktif');
    expect(parseForm(r, { kode: 'a', harga: '', aktif: true })).toEqual({
      ok: true,
      body: { kode: 'A', harga: 0, aktif: true },
    });
  });

  it('adding starts a required date on the system date; an optional one (birthday) stays empty', () => {
    const h = RESOURCES.find((x) => x.key === 'harga-emas');
    const m = RESOURCES.find((x) => x.key === 'member');
    expect(h && formValues(h, undefined, '2026-11-22').tanggal).toBe('2026-11-22');
    expect(h && formValues(h, row({ tanggal: '2026-11-01' }), '2026-11-22').tanggal).toBe('2026-11-01');
    expect(m && formValues(m, undefined, '2026-11-22').tgl_lahir).toBe('');
  });
});
