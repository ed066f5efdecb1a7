/**
 * Every document's declared detail actions: each names a permission that is a route of the menu table (the server
 * checks that grant), an approved one names a grant kind the server knows, and per state the shown actions are those
 * the screens showed before the kit — none when the user's menu lacks the screen.
 */
import {
  HUTANG_STATUS,
  type HutangDoc,
  OTORISASI_JENIS,
  PESANAN_STATUS,
  type PesananDoc,
  ROUTES,
  SERVICE_STATUS,
  type ServiceDoc,
} from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { HUTANG_ACTIONS } from '../../features/hutang/view/hutang-actions.ts';
import { PESANAN_ACTIONS } from '../../features/pesanan/view/pesanan-actions.ts';
import { SERVICE_ACTIONS } from '../../features/service/view/service-actions.ts';
import { actionTitle, type DocumentActionSpec, shownActions } from './document-actions.ts';

const lunas = { jenis: 'PELUNASAN', status: 'AKTIF', no_lunas: 'L1', total: 1 };
const DOCS = [
  {
    name: 'service',
    spec: SERVICE_ACTIONS,
    docs: SERVICE_STATUS.map((status) => ({ status, sisa: 0 }) as unknown as ServiceDoc),
    shown: { MASUK: ['SELESAI', 'BATAL'], SELESAI: ['AMBIL', 'BATAL'], DIAMBIL: [], BATAL: [] },
  },
  {
    name: 'pesanan',
    spec: PESANAN_ACTIONS,
    docs: PESANAN_STATUS.map((status) => ({ status, contoh: [], dp: 0, sisa: 0 }) as unknown as PesananDoc),
    shown: {
      DIPESAN: ['KERJAKAN', 'BATAL'],
      DIKERJAKAN: ['SELESAI', 'BATAL'],
      SELESAI: ['AMBIL', 'BATAL'],
      DIAMBIL: [],
      BATAL: [],
    },
  },
  {
    name: 'hutang',
    spec: HUTANG_ACTIONS,
    docs: HUTANG_STATUS.map((status) => ({ status, lunas: [lunas] }) as unknown as HutangDoc),
    shown: { AKTIF: ['LUNAS', 'PEREMAJAAN', 'LELANG'], LUNAS: ['BATAL_LUNAS'], DIPERBARUI: [], LELANG: [] },
  },
].map((x) => ({ ...x, spec: x.spec as DocumentActionSpec<{ status: string }> }));

describe.each(DOCS)('$name detail actions', ({ spec, docs, shown }) => {
  it('each names a permission of the menu table, and an approved one a grant the server knows', () => {
    for (const a of Object.values(spec)) {
      expect(ROUTES.map((r) => r.path)).toContain(a.permission);
      if (a.otorisasi) expect(OTORISASI_JENIS).toContain(a.otorisasi.jenis);
      for (const d of docs) expect(actionTitle(a, d)).toBeTruthy();
    }
  });

  it.each(docs.map((d) => [d.status, d] as const))('in %s shows the actions its state allows', (status, d) => {
    expect(shownActions(spec, d, () => true)).toEqual(shown[status as keyof typeof shown]);
  });

  it('shows none when the menu does not grant the screen', () => {
    for (const d of docs) expect(shownActions(spec, d, () => false)).toEqual([]);
  });
});

it('a lent sample shows its card in any state; a repayment cancelled leaves no Batal Lunas', () => {
  const pesanan = { status: 'DIAMBIL', contoh: [{ status: 'DIPINJAM' }] } as unknown as PesananDoc;
  expect(shownActions(PESANAN_ACTIONS, pesanan, () => true)).toEqual(['CONTOH']);
  const hutang = { status: 'LUNAS', lunas: [{ ...lunas, status: 'BATAL' }] } as unknown as HutangDoc;
  expect(shownActions(HUTANG_ACTIONS, hutang, () => true)).toEqual([]);
});
