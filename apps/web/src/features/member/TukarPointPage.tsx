/**
 * /tukar-point — a member takes gifts (master hadiah) for points: pick the member (balance shown), the gift (points
 * and stock shown), the quantity; the screen shows the points used and left and refuses as the server will. Saving
 * writes one exchange (stock and points down together) and opens its receipt (page, print, PDF).
 */
import { GiftOutlined } from '@ant-design/icons';
import { formatRupiah, hadiah, MSG, type ResourceRowOf, type TukarPoinDoc, type WriteResultOf } from '@kilau/domain';
import { Alert, Button, Card, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { NumericInput } from '../../components/inputs.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { notify } from '../../components/notify.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { useResourceList } from '../../lib/use-resource.ts';
import { useWrite } from '../../lib/use-write.ts';
import '../penjualan/penjualan.css';
import { MemberPicker } from './MemberPicker.tsx';
import { useMemberSearch } from './member-api.ts';
import { NotaTukarModal } from './nota/NotaTukarModal.tsx';
import { ringkasanTukar } from './tukar-model.ts';

type Hadiah = ResourceRowOf<typeof hadiah>;

export default function TukarPointPage() {
  const [kodeMember, setKodeMember] = useState('');
  const [kodeHadiah, setKodeHadiah] = useState('');
  const [qty, setQty] = useState('1');
  const [nota, setNota] = useState<TukarPoinDoc>();
  // the balance is read again after every exchange (the write invalidates the member reads)
  const found = useMemberSearch(kodeMember);
  const member = kodeMember ? found.data?.find((m) => m.kode_member === kodeMember) : undefined;
  const gifts = useResourceList(hadiah);
  const rows = (gifts.data ?? []) as unknown as Hadiah[];
  const gift = rows.find((h) => h.kode_hadiah === kodeHadiah);
  const r = ringkasanTukar(member?.poin, gift, qty);
  const write = useWrite({
    invalidates: [queryKeys.member(), queryKeys.resource('hadiah'), queryKeys.resource('member')],
  });

  async function save() {
    if (write.saving) return;
    if (r.refusal) return void notify.error(r.refusal);
    try {
      const res = await write.send<WriteResultOf<TukarPoinDoc>>({
        path: 'tukar-poin',
        body: { kode_member: kodeMember, kode_hadiah: kodeHadiah, qty: Number(qty) },
      });
      setNota(res.data);
      setKodeHadiah('');
      setQty('1');
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  const sum: [string, string, string][] = [
    ['Saldo Poin', member ? formatRupiah(member.poin) : '-', 'saldo'],
    ['Poin / Hadiah', gift ? formatRupiah(gift.poin) : '-', 'satuan'],
    ['Total Poin', formatRupiah(r.total), 'total'],
    ['Sisa Poin', member ? formatRupiah(r.sisa) : '-', 'sisa'],
  ];
  return (
    <Card size="small" className="k-card" title="Tukar Poin Dengan Hadiah" style={{ maxWidth: 760 }}>
      <LoadError query={gifts} />
      <Form layout="vertical" component="div">
        <Form.Item label="Member" htmlFor="tk-member" required>
          <MemberPicker
            id="tk-member"
            value={kodeMember}
            onChange={(m) => setKodeMember(m?.kode_member ?? '')}
            testId="tk-member"
            autoFocus
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 140px', gap: 12 }}>
          <Form.Item label="Hadiah" htmlFor="tk-hadiah" required>
            <Select
              id="tk-hadiah"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih Hadiah"
              loading={gifts.isLoading}
              value={kodeHadiah || undefined}
              onChange={(v) => setKodeHadiah(v ?? '')}
              allowClear
              notFoundContent="Belum Ada Data Hadiah"
              options={rows.map((h) => ({
                value: h.kode_hadiah,
                label: `${h.kode_hadiah} - ${h.nama_hadiah}`,
                disabled: h.stock <= 0,
                h,
              }))}
              optionRender={(o) => {
                const h = (o.data as { h: Hadiah }).h;
                return (
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <span>
                      {h.kode_hadiah} - {h.nama_hadiah}
                    </span>
                    <span className="k-num">
                      <Tag color="gold">{formatRupiah(h.poin)} poin</Tag>
                      <Tag color={h.stock > 0 ? 'default' : 'red'}>stock {formatRupiah(h.stock)}</Tag>
                    </span>
                  </div>
                );
              }}
              data-testid="tk-hadiah"
            />
          </Form.Item>
          <Form.Item label="Qty" htmlFor="tk-qty" required>
            <NumericInput id="tk-qty" value={qty} onChange={(v) => setQty(String(v ?? ''))} data-testid="tk-qty" />
          </Form.Item>
        </div>
      </Form>
      {gift && (
        <div className="k-muted" style={{ marginTop: -8, marginBottom: 8 }} data-testid="tk-stock">
          Stock {gift.nama_hadiah}: {formatRupiah(gift.stock)}
        </div>
      )}
      <dl className="k-sum" style={{ fontSize: 15, marginBottom: 12 }} data-testid="tk-summary">
        {sum.map(([l, v, k]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{l}</dt>
            <dd
              className="k-num"
              data-testid={`tk-${k}`}
              style={k === 'sisa' ? { fontWeight: 700, color: r.sisa < 0 ? '#cf1322' : undefined } : undefined}
            >
              {v}
            </dd>
          </div>
        ))}
      </dl>
      {member && gift && r.refusal && (
        <Alert type="warning" showIcon title={r.refusal} style={{ marginBottom: 12 }} data-testid="tk-refusal" />
      )}
      <Button
        type="primary"
        size="large"
        icon={<GiftOutlined />}
        disabled={!!r.refusal}
        loading={write.saving}
        onClick={() => void save()}
        data-testid="tk-save"
      >
        Tukar Poin
      </Button>
      <NotaTukarModal open={!!nota} doc={nota} onClose={() => setNota(undefined)} />
    </Card>
  );
}
