import { buildMenu } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { type GateUser, gateFor, isDateBehind, menuGrants } from './access.ts';

const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] as string[] };
const owner: GateUser = { level: 'OWN', tgl_system: '2026-03-10', menu: buildMenu(ctx, false), ...ctx };
/** A cashier whose stored menu shows only /jenis-batu. */
function cashier(): GateUser {
  const menu = buildMenu(ctx, true);
  const show = (nodes: typeof menu) => {
    for (const n of nodes) {
      if (n.path === '/jenis-batu') n.hidden = false;
      show(n.children);
    }
  };
  show(menu);
  return { level: 'KSR', tgl_system: '2026-03-10', menu, ...ctx };
}

describe('gateFor', () => {
  it('full-menu levels are never denied', () => {
    for (const level of ['OWN', 'SU', 'MU']) {
      expect(gateFor('/master-batu-shape', { ...owner, level, menu: [] }, '2026-03-10')).toBe('ok');
    }
  });

  it('other levels get only what their stored menu grants', () => {
    const u = cashier();
    expect(gateFor('/jenis-batu', u, '2026-03-10')).toBe('ok');
    expect(gateFor('/JENIS-BATU', u, '2026-03-10')).toBe('ok');
    expect(gateFor('/master-batu-shape', u, '2026-03-10')).toBe('denied');
    expect(gateFor('/dashboard', u, '2026-03-10')).toBe('ok');
  });

  it('a shop day behind today shows the date-mismatch screen except on the privileged routes (spec §4)', () => {
    const today = '2026-03-11';
    expect(gateFor('/dashboard', owner, today)).toBe('date-mismatch');
    expect(gateFor('/jenis-batu', owner, today)).toBe('date-mismatch');
    expect(gateFor('/validasi-jual-beli', owner, today)).toBe('ok');
    expect(gateFor('/settingNota', owner, today)).toBe('ok');
    expect(gateFor('/privacy-policy', owner, today)).toBe('ok');
    expect(gateFor('/privacy-policy', { ...owner, level: 'SU' }, today)).toBe('date-mismatch');
    // issue 26: the owner sees whether the data is safe before the day is closed
    expect(gateFor('/cadangan-data', owner, today)).toBe('ok');
    expect(gateFor('/cadangan-data', { ...owner, level: 'SPV' }, today)).toBe('date-mismatch');
    expect(gateFor('/validasi-hutang', cashier(), today)).toBe('denied');
  });

  it('store- and module-gated routes exist only where they apply', () => {
    expect(menuGrants('/laporan-penjualan-rekap', owner)).toBe(false);
    expect(menuGrants('/laporan-penjualan-rekap', { ...owner, kode_toko: 'MLT' })).toBe(true);
    expect(menuGrants('/sortir-pembelian', owner)).toBe(false);
    expect(menuGrants('/sortir-pembelian', { ...owner, modules: ['SEPUHAN_MODULE'] })).toBe(true);
    expect(menuGrants('/tidak-ada', owner)).toBe(false);
  });

  it('compares shop days as dates', () => {
    expect(isDateBehind('2026-03-09', '2026-03-10')).toBe(true);
    expect(isDateBehind('2026-03-10', '2026-03-10')).toBe(false);
    expect(isDateBehind('2026-03-11', '2026-03-10')).toBe(false);
  });
});
