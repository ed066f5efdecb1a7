/** Member + date range + Cari, shared by /lihat-transaksi-member and /transaksi-poin. */
import { SearchOutlined } from '@ant-design/icons';
import type { MemberPoin } from '@kilau/domain';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { notify } from '../../components/notify.tsx';
import { MemberPicker } from './MemberPicker.tsx';
import type { Period } from './member-api.ts';

export function PeriodBar(props: { value: Period; onSearch: (p: Period) => void; loading?: boolean; prefix: string }) {
  const [draft, setDraft] = useState<Period>(props.value);
  const search = () => {
    if (!draft.kode_member) return void notify.error('Member Harus Dipilih');
    if (!draft.tgl_from || !draft.tgl_to) return void notify.error('Tanggal Harus Diisi');
    if (draft.tgl_from > draft.tgl_to) return void notify.error('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
    props.onSearch(draft);
  };
  const px = props.prefix;
  return (
    <Form layout="vertical" size="middle" component="div" className="k-filter" style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Form.Item
          label="Member"
          htmlFor={`${px}-member`}
          style={{ marginBottom: 0, minWidth: 320, flex: '1 1 320px' }}
        >
          <MemberPicker
            id={`${px}-member`}
            value={draft.kode_member}
            onChange={(m: MemberPoin | undefined) => setDraft((d) => ({ ...d, kode_member: m?.kode_member ?? '' }))}
            testId={`${px}-member`}
          />
        </Form.Item>
        <Form.Item label="Dari Tanggal" htmlFor={`${px}-from`} style={{ marginBottom: 0, width: 170 }}>
          <DateField
            id={`${px}-from`}
            value={draft.tgl_from}
            onChange={(v) => setDraft((d) => ({ ...d, tgl_from: v }))}
            testId={`${px}-from`}
          />
        </Form.Item>
        <Form.Item label="Sampai Tanggal" htmlFor={`${px}-to`} style={{ marginBottom: 0, width: 170 }}>
          <DateField
            id={`${px}-to`}
            value={draft.tgl_to}
            onChange={(v) => setDraft((d) => ({ ...d, tgl_to: v }))}
            testId={`${px}-to`}
          />
        </Form.Item>
        <Button
          type="primary"
          icon={<SearchOutlined />}
          onClick={search}
          loading={props.loading}
          data-testid={`${px}-search`}
        >
          Cari
        </Button>
      </div>
    </Form>
  );
}
