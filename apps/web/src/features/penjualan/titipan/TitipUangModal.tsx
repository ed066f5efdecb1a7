/** Titip Uang: a customer leaves money in advance (`POST titipan`), paid in cash or by transfer to a store account. */

import type { Titipan } from '@kilau/domain';
import { formatRupiah, MSG, titipanSchema } from '@kilau/domain';
import { type ButtonProps, Form, Modal, Radio, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { KForm, UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { notify } from '../../../components/notify.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { tid } from '../../../lib/test-id.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { fieldErrors } from '../../../lib/zod-form.ts';
import { useActive } from '../shared/sales-queries.ts';

type Values = {
  nama_customer: string;
  no_hp: string;
  kode_member: string;
  jumlah: number;
  jenis: 'CASH' | 'TRANSFER';
  no_rekening: string;
  keterangan: string;
};

export function TitipUangModal(props: {
  open: boolean;
  initial?: Partial<Values>;
  onClose: () => void;
  onSaved: (t: Titipan) => void;
}) {
  const [form] = Form.useForm<Values>();
  const rekenings = useActive('rekening');
  const write = useWrite({ invalidates: [queryKeys.sales()] });
  const { saving } = write;
  const jenis = Form.useWatch('jenis', form);

  const initial = useRef(props.initial);
  initial.current = props.initial;
  // Filled once per opening, from what the caller knows (the counter's customer).
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue({
      jenis: 'CASH',
      jumlah: 0,
      no_rekening: '',
      keterangan: '',
      kode_member: '',
      ...initial.current,
    });
  }, [props.open, form]);

  async function save() {
    const v = form.getFieldsValue(true) as Values;
    const body = { ...v, no_rekening: v.jenis === 'TRANSFER' ? v.no_rekening : '' };
    const parsed = titipanSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error) as never);
      return;
    }
    if (parsed.data.jenis === 'TRANSFER' && !parsed.data.no_rekening) {
      form.setFields([{ name: 'no_rekening', errors: ['Rekening Tujuan Harus Dipilih'] }]);
      return;
    }
    try {
      const r = await write.send<WriteResult<Titipan>>({ path: 'titipan', body: parsed.data });
      void notify.success(`${MSG.saveOk} — No Titipan ${r.data.no_titip} Rp ${formatRupiah(r.data.jumlah)}`);
      props.onSaved(r.data);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  return (
    <Modal
      open={props.open}
      title="Titip Uang"
      okText="Simpan Data"
      cancelText="Batal"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={props.onClose}
      destroyOnHidden
      okButtonProps={tid<ButtonProps>('titip-save')}
      cancelButtonProps={tid<ButtonProps>('titip-cancel')}
    >
      <KForm name="titipan" form={form} autoComplete="off">
        <div className="k-form-grid">
          <Form.Item name="nama_customer" label="Nama Customer" required>
            <UpperInput maxLength={100} autoFocus data-testid="titip-nama" />
          </Form.Item>
          <Form.Item name="no_hp" label="No HP">
            <UpperInput maxLength={20} data-testid="titip-hp" />
          </Form.Item>
          <Form.Item name="jumlah" label="Jumlah Titipan (Rp)" required>
            <MoneyInput data-testid="titip-jumlah" />
          </Form.Item>
          <Form.Item name="jenis" label="Cara Bayar">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'CASH', label: 'Tunai' },
                { value: 'TRANSFER', label: 'Transfer' },
              ]}
              data-testid="titip-jenis"
            />
          </Form.Item>
        </div>
        {jenis === 'TRANSFER' && (
          <Form.Item name="no_rekening" label="Rekening Tujuan" required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih Rekening"
              options={rekenings.rows.map((r) => ({
                value: String(r.no_rekening ?? ''),
                label: `${String(r.kode_bank ?? '')} ${String(r.no_rekening ?? '')} - ${String(r.nama_rekening ?? '')}`,
              }))}
              data-testid="titip-rekening"
            />
          </Form.Item>
        )}
        <Form.Item name="keterangan" label="Keterangan">
          <UpperInput maxLength={200} data-testid="titip-keterangan" />
        </Form.Item>
      </KForm>
    </Modal>
  );
}
