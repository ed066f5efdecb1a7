/**
 * Who sells and who buys: the salesperson (required, active only), the customer — a member found by phone
 * (fills name, phone, address) or a free name/phone/address — and an optional marketplace.
 */
import { SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { MSG } from '@kilau/domain';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { UpperInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import { api } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/use-can.ts';
import { pickOption, useActive } from '../shared/sales-queries.ts';
import type { Member } from '../shared/sales-types.ts';
import { type Customer, emptyCustomer } from './cart-model.ts';
import { MemberBaruModal } from './MemberBaruModal.tsx';

export function CustomerPanel(props: {
  kodeSales: string;
  customer: Customer;
  kodeMarketplace: string;
  onSales: (v: string) => void;
  onCustomer: (c: Partial<Customer>) => void;
  onMarketplace: (v: string) => void;
  /** The buy-back counter has no marketplace. */
  hideMarketplace?: boolean;
  /** What an empty name means on this counter (sales: UMUM, buy-back: REGULER). */
  namePlaceholder?: string;
}) {
  const sales = useActive('sales');
  const marketplace = useActive('marketplace');
  const canMember = useCan('/data-member');
  const [looking, setLooking] = useState(false);
  const [register, setRegister] = useState(false);
  const [notFound, setNotFound] = useState('');
  const c = props.customer;

  const fill = (m: Member) => {
    setNotFound('');
    props.onCustomer({
      kode_member: m.kode_member,
      nama_customer: m.nama_member ?? '',
      no_hp: m.no_hp ?? '',
      alamat_customer: m.alamat ?? '',
    });
  };

  async function findMember() {
    const hp = c.no_hp.trim();
    if (!hp) return;
    setLooking(true);
    try {
      const rows = await api.get<Member[]>(`member/get/by-no-hp/${encodeURIComponent(hp)}`);
      const m = Array.isArray(rows) ? rows[0] : undefined;
      if (m) fill(m);
      else {
        setNotFound(hp);
        props.onCustomer({ kode_member: '' });
        notify.toast.info(`Member Dengan No HP ${hp} Tidak Ditemukan`);
      }
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.noConnection));
    } finally {
      setLooking(false);
    }
  }

  return (
    <Form layout="vertical" size="small" component="div" className="k-customer">
      <Form.Item label="Sales" htmlFor="sale-sales" required style={{ marginBottom: 8 }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Pilih Sales"
          loading={sales.isLoading}
          value={props.kodeSales || undefined}
          options={sales.rows.map((r) => pickOption(r, 'kode_sales', 'nama_sales'))}
          onChange={(v) => props.onSales(v ?? '')}
          status={props.kodeSales ? undefined : 'warning'}
          id="sale-sales"
          data-testid="sale-sales"
        />
      </Form.Item>
      <Form.Item label="No HP (Cari Member: Enter)" htmlFor="sale-hp" style={{ marginBottom: 8 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={c.no_hp}
            maxLength={20}
            inputMode="tel"
            onChange={(e) => {
              setNotFound('');
              props.onCustomer({ no_hp: e.target.value.replace(/[^0-9+\- ]/g, ''), kode_member: '' });
            }}
            onPressEnter={() => void findMember()}
            id="sale-hp"
            data-testid="sale-hp"
          />
          <Button
            icon={<SearchOutlined />}
            loading={looking}
            onClick={() => void findMember()}
            data-testid="sale-member-find"
          >
            Member
          </Button>
        </Space.Compact>
        {c.kode_member && (
          <Tag
            color="gold"
            closable
            onClose={() => props.onCustomer({ ...emptyCustomer })}
            style={{ marginTop: 4 }}
            data-testid="sale-member"
          >
            MEMBER {c.kode_member}
          </Tag>
        )}
        {notFound && canMember && (
          <Button
            type="link"
            size="small"
            icon={<UserAddOutlined />}
            onClick={() => setRegister(true)}
            data-testid="sale-member-register"
          >
            Daftarkan Sebagai Member
          </Button>
        )}
      </Form.Item>
      <Form.Item label="Nama Customer" htmlFor="sale-customer" style={{ marginBottom: 8 }}>
        <UpperInput
          value={c.nama_customer}
          maxLength={100}
          placeholder={props.namePlaceholder ?? 'UMUM'}
          onChange={(v) => props.onCustomer({ nama_customer: v })}
          id="sale-customer"
          data-testid="sale-customer"
        />
      </Form.Item>
      <Form.Item label="Alamat" htmlFor="sale-alamat" style={{ marginBottom: 8 }}>
        <UpperInput
          value={c.alamat_customer}
          maxLength={200}
          onChange={(v) => props.onCustomer({ alamat_customer: v })}
          id="sale-alamat"
          data-testid="sale-alamat"
        />
      </Form.Item>
      {!props.hideMarketplace && (
        <Form.Item label="Marketplace" htmlFor="sale-marketplace" style={{ marginBottom: 0 }}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Tanpa Marketplace"
            value={props.kodeMarketplace || undefined}
            options={marketplace.rows.map((r) => pickOption(r, 'kode_marketplace', 'nama_marketplace'))}
            onChange={(v) => props.onMarketplace(v ?? '')}
            id="sale-marketplace"
            data-testid="sale-marketplace"
          />
        </Form.Item>
      )}
      <MemberBaruModal
        open={register}
        initial={{ nama: c.nama_customer, no_hp: c.no_hp, alamat: c.alamat_customer }}
        onClose={() => setRegister(false)}
        onSaved={(m) => {
          setRegister(false);
          fill(m);
        }}
      />
    </Form>
  );
}
