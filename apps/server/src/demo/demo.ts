/**
 * `npm run demo`: fills the database (embedded in DATA_DIR, or DATABASE_URL) with a living shop: two stores
 * (head office PST and branch T3), every master, users per level. Safe to run twice (existing rows are kept).
 * Later domains add their own sections (stock, sales…) to `sections` below.
 */
import { buildMenu, type MenuNode, RESOURCES, todayIn, type ZoneName } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { createDb, type Db, runMigrations } from '../db/client.ts';
import { type EmbeddedDb, startEmbedded } from '../db/embedded.ts';
import { masterTables } from '../db/schema/masters.schema.ts';
import { hashPassword } from '../modules/auth/auth.service.ts';
import { createMasterService } from '../modules/masters/masters.service.ts';
import { SIZES, seedHistory } from './demo-history.ts';
import { DEMO_MASTERS } from './demo-masters.ts';

const log = (m: string) => process.stdout.write(`[demo] ${m}\n`);
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'kilau123';

export const DEMO_STORES = [
  {
    kode_toko: 'PST',
    nama_toko: 'KILAU PUSAT',
    tipe_toko: 'PUSAT',
    alamat_toko: 'JL. PASAR BARU NO. 12, JAKARTA PUSAT',
  },
  {
    kode_toko: 'T3',
    nama_toko: 'KILAU CABANG T3',
    tipe_toko: 'CABANG',
    alamat_toko: 'JL. MALIOBORO NO. 45, YOGYAKARTA',
  },
] as const;

export async function seedStores(db: Db, tz: ZoneName) {
  for (const s of DEMO_STORES) {
    await db.execute(
      sql`INSERT INTO stores (kode_toko, nama_toko, tipe_toko, alamat_toko, no_hp, tgl_system, time_zone)
          VALUES (${s.kode_toko}, ${s.nama_toko}, ${s.tipe_toko}, ${s.alamat_toko}, '021-555-0101', ${todayIn(tz)}, ${tz})
          ON CONFLICT (kode_toko) DO UPDATE SET alamat_toko = EXCLUDED.alamat_toko`,
    );
  }
}

/** What a cashier and a supervisor of a demo store see (also saved as the level templates of Hak Akses News). */
const DEMO_ACCESS: Record<'KSR' | 'SPV', readonly string[]> = {
  KSR: [
    '/transaksi-penjualan',
    '/lihat-penjualan',
    '/lihat-titipan',
    '/data-barang',
    '/cetak-barcode',
    '/data-member',
    '/transaksi-poin',
    '/tukar-point',
    '/transaksi-services',
    '/lihat-services',
  ],
  SPV: [
    '/transaksi-penjualan',
    '/lihat-penjualan',
    '/batal-penjualan',
    '/lihat-titipan',
    '/validasi-penjualan',
    '/validasi-titipan',
    '/validasi-jual-beli',
    '/data-barang',
    '/tambah-data-barang',
    '/cetak-barcode',
    '/terima-barang',
    '/pindah-barang',
    '/pindah-barang-satu-baki',
    '/hancur-data-barang',
    '/timbang-baki',
    '/stock-opname',
    '/cucian',
    '/master-parameter-harga-emas',
    '/data-member',
    '/lihat-transaksi-member',
    '/transaksi-poin',
    '/tukar-point',
    '/laporan-daftar-member',
    '/transaksi-services',
    '/lihat-services',
    '/laporan-services',
    '/laporan-transaksi-penjualan',
    '/laporan-stock-jual',
    '/laporan-barang-detail',
    '/laporan-barang-sumary',
    '/laporan-otorisasi',
  ],
};

function demoMenu(kodeToko: string, tipe: string, level: 'KSR' | 'SPV') {
  const grant = new Set(DEMO_ACCESS[level]);
  const tree = buildMenu({ kode_toko: kodeToko, tipe_toko: tipe, modules: [] }, true);
  const walk = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((n) => ({ ...n, hidden: n.children.length ? false : !grant.has(n.path), children: walk(n.children) }));
  return walk(tree);
}

export async function seedUsers(db: Db) {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const s of DEMO_STORES) {
    for (const level of ['KSR', 'SPV'] as const) {
      await db.execute(
        sql`INSERT INTO menu_templates (kode_toko, level, menu, updated_by)
            VALUES (${s.kode_toko}, ${level}, ${JSON.stringify(demoMenu(s.kode_toko, s.tipe_toko, level))}, 'DEMO')
            ON CONFLICT DO NOTHING`,
      );
    }
    for (const [suffix, name, level] of [
      ['OWN', 'PEMILIK', 'OWN'],
      ['SPV', 'SUPERVISOR', 'SPV'],
      ['KSR', 'KASIR', 'KSR'],
    ] as const) {
      const menu = level === 'OWN' ? [] : demoMenu(s.kode_toko, s.tipe_toko, level);
      await db.execute(
        sql`INSERT INTO users (user_id, user_name, password_hash, level, kode_toko, menu)
            VALUES (${`${s.kode_toko}${suffix}`}, ${`${name} ${s.kode_toko}`}, ${hash}, ${level}, ${s.kode_toko},
                    ${JSON.stringify(menu)})
            ON CONFLICT (user_id) DO NOTHING`,
      );
    }
  }
  log(`users: <KODE_TOKO>OWN / <KODE_TOKO>SPV / <KODE_TOKO>KSR (e.g. PSTOWN, T3KSR), password ${DEMO_PASSWORD}`);
}

export async function seedMasters(db: Db) {
  let n = 0;
  for (const s of DEMO_STORES) {
    for (const r of RESOURCES) {
      const table = masterTables.get(r.key);
      const rows = DEMO_MASTERS[r.key];
      if (!table || !rows) continue;
      const svc = createMasterService(db, r, table);
      const listed = JSON.parse(await svc.list(s.kode_toko)) as Record<string, unknown>[];
      const existing = new Set(listed.map((x) => String(x[r.code])));
      for (const row of rows) {
        if (existing.has(String(row[r.code]).toUpperCase())) continue;
        await svc.create({ kode_toko: s.kode_toko, user_id: 'DEMO' }, row);
        n++;
      }
    }
  }
  log(`masters: ${n} rows added`);
}

export type DemoSection = { name: string; run: (db: Db, opts: DemoOptions) => Promise<void> };
export type DemoOptions = { size: 'small' | 'normal' | 'large' };
const sections: DemoSection[] = [
  {
    name: 'barang dan penjualan',
    run: async (db, opts) => {
      for (const s of DEMO_STORES) await seedHistory(db, s.kode_toko, SIZES[opts.size], log);
    },
  },
];
export const registerDemoSection = (s: DemoSection) => sections.push(s);

async function main() {
  const config = loadConfig();
  const size = (process.argv.find((a) => a.startsWith('--size='))?.slice(7) ?? 'normal') as DemoOptions['size'];
  let embedded: EmbeddedDb | undefined;
  if (!config.databaseUrl) embedded = await startEmbedded({ dataDir: config.dataDir, port: config.pgPort, log });
  const db = createDb(config.databaseUrl ?? (embedded as EmbeddedDb).url);
  try {
    await runMigrations(db);
    await bootstrap(db, config, log);
    await seedStores(db, config.timeZone);
    await seedUsers(db);
    await seedMasters(db);
    for (const s of sections) {
      log(`${s.name}...`);
      await s.run(db, { size });
    }
    log('selesai.');
  } finally {
    await db.$client.end();
    await embedded?.stop();
  }
}

if (process.argv[1]?.endsWith('demo.ts')) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
