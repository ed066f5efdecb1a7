/** The member a screen is about: code, name, phone, address and the points balance now. */
import type { MemberPoin } from '@kilau/domain';
import { formatRupiah } from '@kilau/domain';
import { Descriptions, Tag } from 'antd';

export function MemberInfo({ m, testId = 'member-info' }: { m: MemberPoin; testId?: string }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      style={{ marginBottom: 12 }}
      data-testid={testId}
      items={[
        { key: 'kode', label: 'Kode Member', children: m.kode_member },
        { key: 'nama', label: 'Nama', children: m.nama_member },
        {
          key: 'poin',
          label: 'Saldo Poin',
          children: (
            <b className="k-num" data-testid={`${testId}-poin`}>
              {formatRupiah(m.poin)}
            </b>
          ),
        },
        { key: 'hp', label: 'No HP', children: m.no_hp || '-' },
        { key: 'alamat', label: 'Alamat', children: m.alamat || '-' },
        {
          key: 'status',
          label: 'Status',
          children: m.status_aktif ? <Tag color="green">AKTIF</Tag> : <Tag>TIDAK AKTIF</Tag>,
        },
      ]}
    />
  );
}
