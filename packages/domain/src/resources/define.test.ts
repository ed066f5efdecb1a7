import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes.ts';
import { batuFluorescence, batuShape, parameterBerlian } from './batu.resources.ts';
import { defineResource, deleteConfirmText, isUpper, modalTitle, type ResourceDef, resourceSchema } from './define.ts';
import { RESOURCES, resourceByKey, resourceByRoute } from './index.ts';

const issuesOf = (r: ResourceDef, input: unknown) => {
  const res = resourceSchema(r).safeParse(input);
  return res.success ? [] : res.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('declared masters', () => {
  it('each has a route of the route table, a unique key, api and table, and a declared code field', () => {
    const keys = new Set<string>();
    for (const r of RESOURCES) {
      expect(findRoute(r.route), r.route).toBeDefined();
      expect(r.fields[r.code], `${r.key}.code`).toBeDefined();
      expect(keys.has(r.key)).toBe(false);
      keys.add(r.key);
      expect(resourceByKey(r.key)).toBe(r);
      expect(resourceByRoute(r.route.toUpperCase())).toBe(r);
    }
    expect(new Set(RESOURCES.map((r) => r.table)).size).toBe(RESOURCES.length);
    expect(new Set(RESOURCES.map((r) => r.api)).size).toBe(RESOURCES.length);
  });

  it('stone masters use the spec §7.1 API spelling and §5 messages', () => {
    expect(parameterBerlian).toMatchObject({ api: 'parameter-berlian', route: '/jenis-batu', code: 'jenis_batu' });
    expect(parameterBerlian.fields.jenis_batu.readOnlyOnEdit).toBe(true);
    expect(batuFluorescence).toMatchObject({
      api: 'batu-fluorescence',
      route: '/master-batu-fluorencence',
      code: 'kode_fluorescence',
    });
    expect(batuShape.fields.kode_shape?.required).toBe('Kode Shape Harus Diisi');
    expect(batuShape.fields.nama_shape?.required).toBe('Nama Shape Harus Diisi');
    expect(resourceByKey('batu-color')?.fields.kode_color?.required).toBe('Kode Color Harus Diisi');
    expect(resourceByKey('batu-clarity')?.fields.nama_clarity?.required).toBe('Nama Clarity Harus Diisi');
    expect(resourceByKey('batu-symmetry')?.route).toBe('/master-batu-symetry');
    expect(resourceByKey('batu-berlian')?.route).toBe('/master-batu-berlian');
  });

  it('texts of the stone-type screen (spec §2.4, §8)', () => {
    expect(modalTitle(parameterBerlian, 'add')).toBe('Tambah Data Batu');
    expect(modalTitle(parameterBerlian, 'edit')).toBe('Edit Data Batu');
    expect(deleteConfirmText(parameterBerlian, { jenis_batu: 'RB', nama_batu: 'RUBY' })).toBe(
      'Apakah Anda Yakin Ingin Menghapus Jenis Batu RUBY?',
    );
  });

  it.each(RESOURCES.map((r) => [r.key, r] as const))(
    '%s: an empty body gives exactly the declared required messages',
    (_k, r) => {
      const required = Object.entries(r.fields).filter(([, f]) => f.required);
      expect(required.length).toBeGreaterThan(0);
      const issues = issuesOf(r, {});
      for (const [name, f] of required) expect(issues).toContainEqual({ path: name, message: f.required });
      // Optional fields never complain about being absent.
      const optional = new Set(
        Object.entries(r.fields)
          .filter(([, f]) => !f.required)
          .map(([n]) => n),
      );
      expect(issues.filter((i) => optional.has(i.path))).toEqual([]);
    },
  );
});

describe('resourceSchema', () => {
  const demo = defineResource({
    key: 'demo',
    route: '/master-group',
    api: 'demo',
    reads: ['demo'],
    table: 'demo',
    code: 'kode',
    noun: 'Demo',
    fields: {
      kode: { label: 'Kode Demo', required: 'Kode Demo Harus Diisi', maxLength: 5 },
      nama: { label: 'Nama Demo', required: 'Nama Demo Harus Diisi' },
      catatan: { label: 'Catatan', upper: false },
      harga: { label: 'Harga', kind: 'money' },
      berat: { label: 'Berat', kind: 'decimal' },
      aktif: { label: 'Status Aktif', kind: 'bool' },
      tanggal: { label: 'Tanggal', kind: 'date', required: 'Tanggal Harus Diisi' },
      lahir: { label: 'Tanggal Lahir', kind: 'date' },
      jenis: { label: 'Jenis', kind: 'select', options: ['MASUK', 'KELUAR'] },
    },
  });
  const ok = { kode: 'ab1', nama: 'cincin emas', tanggal: '2026-11-22' };
  const parse = (input: Record<string, unknown>) =>
    resourceSchema(demo).parse({ ...ok, ...input }) as Record<string, unknown>;

  it('upper-cases and trims text, keeps text marked upper:false, fills defaults', () => {
    expect(parse({ nama: '  cincin emas ', catatan: 'boleh kecil' })).toEqual({
      kode: 'AB1',
      nama: 'CINCIN EMAS',
      catatan: 'boleh kecil',
      harga: 0,
      berat: '0',
      aktif: true,
      tanggal: '2026-11-22',
      lahir: null,
      jenis: '',
    });
    expect(isUpper(demo.fields.catatan)).toBe(false);
    expect(isUpper(demo.fields.harga)).toBe(false);
  });

  it('upper-casing property: every text field comes back trimmed and upper-cased', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
        (s) => {
          expect(parse({ nama: s }).nama).toBe(s.trim().toUpperCase());
        },
      ),
    );
  });

  it('required text: missing, empty or blank gives the declared message', () => {
    for (const v of [undefined, '', '   ', null, 12]) {
      const issues = issuesOf(demo, { ...ok, nama: v });
      expect(issues[0]).toEqual({ path: 'nama', message: 'Nama Demo Harus Diisi' });
    }
  });

  it('max length is checked on the trimmed value', () => {
    expect(parse({ kode: ' abcde ' }).kode).toBe('ABCDE');
    expect(issuesOf(demo, { ...ok, kode: 'abcdef' })).toEqual([
      { path: 'kode', message: 'Kode Demo Maksimal 5 Karakter' },
    ]);
    expect(issuesOf(demo, { ...ok, nama: 'x'.repeat(101) })[0]?.message).toBe('Nama Demo Maksimal 100 Karakter');
  });

  it('money: whole non-negative rupiah, numeric strings coerced', () => {
    expect(parse({ harga: '1500000' }).harga).toBe(1_500_000);
    expect(issuesOf(demo, { ...ok, harga: 10.5 })[0]?.message).toBe('Harga Harus Bilangan Bulat');
    expect(issuesOf(demo, { ...ok, harga: -1 })[0]?.message).toBe('Harga Tidak Boleh Negatif');
    expect(issuesOf(demo, { ...ok, harga: 'abc' })[0]?.path).toBe('harga');
  });

  it('decimal: kept as an exact string with at most 3 decimals', () => {
    expect(parse({ berat: 12.345 }).berat).toBe('12.345');
    expect(parse({ berat: ' 7.5 ' }).berat).toBe('7.5');
    expect(parse({ berat: '' }).berat).toBe('0');
    for (const bad of ['1.2345', '-1', 'abc', '1e3']) {
      expect(issuesOf(demo, { ...ok, berat: bad })[0]?.message).toBe(
        'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal',
      );
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}(\.\d{1,3})?$/), (w) => {
        expect(parse({ berat: w }).berat).toBe(w);
      }),
    );
  });

  it('bool, date and select fields', () => {
    expect(parse({ aktif: false }).aktif).toBe(false);
    expect(issuesOf(demo, { ...ok, aktif: 'ya' })[0]?.message).toBe('Status Aktif Harus Ya Atau Tidak');
    expect(issuesOf(demo, { ...ok, tanggal: '22-11-2026' })[0]?.message).toBe('Tanggal Harus Berformat YYYY-MM-DD');
    expect(issuesOf(demo, { ...ok, tanggal: undefined })[0]?.message).toBe('Tanggal Harus Diisi');
    for (const blank of ['', '  '])
      expect(issuesOf(demo, { ...ok, tanggal: blank })).toEqual([{ path: 'tanggal', message: 'Tanggal Harus Diisi' }]);
    for (const bad of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      expect(issuesOf(demo, { ...ok, tanggal: bad })[0]?.message).toBe('Tanggal Harus Berformat YYYY-MM-DD');
      expect(issuesOf(demo, { ...ok, lahir: bad })[0]?.message).toBe('Tanggal Lahir Harus Berformat YYYY-MM-DD');
    }
    // An optional date may be absent or blank (stored as null), or a real day.
    for (const blank of [undefined, null, '', '  ']) expect(parse({ lahir: blank }).lahir ?? null).toBeNull();
    expect(parse({ lahir: ' 1990-05-17 ' }).lahir).toBe('1990-05-17');
    expect(parse({ jenis: 'masuk' }).jenis).toBe('MASUK');
    expect(issuesOf(demo, { ...ok, jenis: 'LAIN' })[0]?.message).toBe('Jenis Tidak Valid');
  });

  it('unknown fields are dropped (the server never stores what it does not declare)', () => {
    const out = parse({ kode_toko: 'XYZ', _id: 'x', created_by: 'HACKER' });
    expect(out).not.toHaveProperty('kode_toko');
    expect(out).not.toHaveProperty('_id');
    expect(out).not.toHaveProperty('created_by');
  });
});
