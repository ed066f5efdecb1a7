/** Diamond stone masters (spec §2.4, §5, §7.1–7.2; API spelling per DOMAIN.md). */
import { defineResource } from './define.ts';

export const parameterBerlian = defineResource({
  key: 'parameter-berlian',
  route: '/jenis-batu',
  api: 'parameter-berlian',
  reads: ['parameter-berlian'],
  table: 'parameter_berlian',
  code: 'jenis_batu',
  display: 'nama_batu',
  noun: 'Batu',
  deleteNoun: 'Jenis Batu',
  usedBy: [{ table: 'barang', column: 'jenis_batu', noun: 'Data Barang' }],
  fields: {
    jenis_batu: { label: 'Jenis Batu', required: 'Jenis Batu Harus Diisi', readOnlyOnEdit: true, maxLength: 30 },
    nama_batu: { label: 'Nama Batu', required: 'Nama Batu Harus Diisi' },
  },
});

/** The stone attributes a piece keeps (barang.kode_shape …). */
const ON_BARANG = new Set(['shape', 'color', 'clarity', 'cutgrade']);

function stoneAttribute(x: string, label: string, route: string) {
  return defineResource({
    key: `batu-${x}`,
    route,
    api: `batu-${x}`,
    reads: [`batu-${x}`],
    table: `batu_${x}`,
    code: `kode_${x}`,
    display: `nama_${x}`,
    noun: label,
    ...(ON_BARANG.has(x) ? { usedBy: [{ table: 'barang', column: `kode_${x}`, noun: 'Data Barang' }] } : {}),
    fields: {
      [`kode_${x}`]: {
        label: `Kode ${label}`,
        required: `Kode ${label} Harus Diisi`,
        readOnlyOnEdit: true,
        maxLength: 30,
      },
      [`nama_${x}`]: { label: `Nama ${label}`, required: `Nama ${label} Harus Diisi` },
    },
  });
}

export const batuShape = stoneAttribute('shape', 'Shape', '/master-batu-shape');
export const batuColor = stoneAttribute('color', 'Color', '/master-batu-color');
export const batuClarity = stoneAttribute('clarity', 'Clarity', '/master-batu-clarity');
export const batuFluorescence = stoneAttribute('fluorescence', 'Fluorescence', '/master-batu-fluorencence');
export const batuSymmetry = stoneAttribute('symmetry', 'Symmetry', '/master-batu-symetry');
export const batuPolish = stoneAttribute('polish', 'Polish', '/master-batu-polish');
export const batuCutgrade = stoneAttribute('cutgrade', 'Cut Grade', '/master-batu-cutgrade');
export const batuBerlian = stoneAttribute('berlian', 'Berlian', '/master-batu-berlian');

export const BATU_RESOURCES = [
  parameterBerlian,
  batuShape,
  batuColor,
  batuClarity,
  batuFluorescence,
  batuSymmetry,
  batuPolish,
  batuCutgrade,
  batuBerlian,
] as const;
