/** Registers the customer as a member from the counter (`POST member`), for users whose menu has /data-member. */
import { MSG, member } from '@kilau/domain';
import { type ButtonProps, Form, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { KForm, UpperInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { tid } from '../../../lib/test-id.ts';
import { useWrite } from '../../../lib/use-write.ts';
import type { Member } from '../shared/sales-types.ts';

type Values = { kode_member: string; nama_member: string; no_hp: string; alamat: string };

const req = (k: string) => (member.fields as Record<string, { required?: string }>)[k]?.required;

export function MemberBaruModal(props: {
  open: boolean;
  initial: { nama: string; no_hp: string; alamat: string };
  onClose: () => void;
  onSaved: (m: Member) => void;
}) {
  const [form] = Form.useForm<Values>();
  const write = useWrite({ invalidates: [queryKeys.resource('member')] });
  const { saving } = write;
  const initial = useRef(props.initial);
  initial.current = props.initial;
  useEffect(() => {
    const i = initial.current;
    if (props.open)
      form.setFieldsValue({
        kode_member: i.no_hp.replace(/\D/g, '').slice(0, 20),
        nama_member: i.nama,
        no_hp: i.no_hp,
        alamat: i.alamat,
      });
  }, [props.open, form]);

  async function save() {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    try {
      const r = await write.send<WriteResult<Member>>({ path: 'member', body: { ...v, status_aktif: true } });
      void notify.success(MSG.saveOk);
      props.onSaved(r.data);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  return (
    <Modal
      open={props.open}
      title="Daftar Member Baru"
      okText="Simpan Data"
      cancelText="Batal"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={props.onClose}
      destroyOnHidden
      okButtonProps={tid<ButtonProps>('member-save')}
    >
      <KForm name="member_baru" form={form} autoComplete="off">
        <div className="k-form-grid">
          <Form.Item name="kode_member" label="Kode Member" rules={[{ required: true, message: req('kode_member') }]}>
            <UpperInput maxLength={20} data-testid="member-kode" />
          </Form.Item>
          <Form.Item name="no_hp" label="No HP" rules={[{ required: true, message: req('no_hp') }]}>
            <UpperInput maxLength={20} data-testid="member-hp" />
          </Form.Item>
        </div>
        <Form.Item name="nama_member" label="Nama Member" rules={[{ required: true, message: req('nama_member') }]}>
          <UpperInput maxLength={100} data-testid="member-nama" />
        </Form.Item>
        <Form.Item name="alamat" label="Alamat">
          <UpperInput maxLength={200} data-testid="member-alamat" />
        </Form.Item>
      </KForm>
    </Modal>
  );
}
