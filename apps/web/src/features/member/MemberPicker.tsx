/**
 * Picks a member by code, name or phone (searched on the server as the user types) and shows the points balance of
 * each match. Answers the picked member, or undefined when cleared.
 */
import { formatRupiah, type MemberPoin } from '@kilau/domain';
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../barang/use-debounced.ts';
import { useMemberSearch } from './member-api.ts';

export const memberLabel = (m: MemberPoin) => `${m.kode_member} - ${m.nama_member}${m.no_hp ? ` (${m.no_hp})` : ''}`;

export function MemberPicker(props: {
  value?: string;
  onChange: (m: MemberPoin | undefined) => void;
  testId?: string;
  id?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  // the picked member stays an option while the list shows another search, so its label stays
  const [picked, setPicked] = useState<MemberPoin>();
  // opened on a member (from the URL): search its code, so the field shows its name
  const q = useDebounced((text || (picked ? '' : (props.value ?? ''))).trim().toUpperCase(), 250);
  const found = useMemberSearch(q);
  const rows = found.data ?? [];
  const shown =
    picked && picked.kode_member === props.value && !rows.some((m) => m.kode_member === picked.kode_member)
      ? [picked, ...rows]
      : rows;
  return (
    <Select
      id={props.id}
      style={{ width: '100%', minWidth: 280 }}
      allowClear
      autoFocus={props.autoFocus}
      placeholder="Cari Kode / Nama / No HP Member"
      value={props.value || undefined}
      loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setText }}
      notFoundContent={found.isFetching ? 'Mencari...' : 'Member Tidak Ditemukan'}
      options={shown.map((m) => ({
        value: m.kode_member,
        label: memberLabel(m),
        m,
      }))}
      optionRender={(o) => {
        const m = (o.data as { m: MemberPoin }).m;
        return (
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>
              {memberLabel(m)}
              {!m.status_aktif && (
                <Tag color="default" style={{ marginLeft: 6 }}>
                  TIDAK AKTIF
                </Tag>
              )}
            </span>
            <span className="k-num k-muted">{formatRupiah(m.poin)} poin</span>
          </div>
        );
      }}
      onChange={(v) => {
        const m = shown.find((x) => x.kode_member === v);
        setText('');
        setPicked(m);
        props.onChange(m);
      }}
      data-testid={props.testId ?? 'member-picker'}
    />
  );
}
