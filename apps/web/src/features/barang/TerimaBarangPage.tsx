/** /terima-barang: receive pieces into stock — from a supplier, or a head-office shipment by its number. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { TerimaKirimanTab } from './terima/TerimaKirimanTab.tsx';
import { TerimaSupplierTab } from './terima/TerimaSupplierTab.tsx';
import './barang.css';

export default function TerimaBarangPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'kiriman' ? 'kiriman' : 'supplier';
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'supplier' ? {} : { tab: k }, { replace: true })}
      destroyOnHidden={false}
      items={[
        {
          key: 'supplier',
          label: <span data-testid="tab-supplier">Dari Supplier</span>,
          children: <TerimaSupplierTab />,
        },
        { key: 'kiriman', label: <span data-testid="tab-kiriman">Kiriman Pusat</span>, children: <TerimaKirimanTab /> },
      ]}
    />
  );
}
