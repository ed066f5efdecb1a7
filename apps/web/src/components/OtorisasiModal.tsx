/**
 * Supervisor authorization (DOMAIN.md "otorisasi"): a supervisor types user id, password and a reason at the
 * moment of a sensitive action (price change, cancellation, refund, melting). The modal asks the server for a
 * single-use GRANT of exactly this action (`POST otorisasi` with `jenis`, `no_ref`, `detail`) and hands the caller
 * `{ otorisasi_id }`, which the action's request carries as `otorisasi`. The password never travels with the action.
 */
import {
  type OtorisasiDetail,
  type OtorisasiGrant,
  type OtorisasiGrantRequest,
  type OtorisasiJenis,
  type OtorisasiRef,
  otorisasiGrantSchema,
} from '@kilau/domain';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { errorText, isTimeout } from '../lib/api-error.ts';
import { tid } from '../lib/test-id.ts';
import { useWrite } from '../lib/use-write.ts';
import { KForm } from './inputs.tsx';
import { notify } from './notify.tsx';

type Credentials = { user_id: string; password: string; alasan: string };
/** What the caller receives: the grant its request carries as `otorisasi`. */
export type OtorisasiValues = OtorisasiRef;
export type { OtorisasiRef };

export function OtorisasiModal(props: {
  open: boolean;
  title?: string;
  /** What is being authorized, shown above the fields. */
  description?: string;
  /** The action approved, its document (if it exists already) and its pieces/prices. */
  jenis: OtorisasiJenis;
  no_ref?: string;
  detail?: OtorisasiDetail;
  /** The caller's own request is running. */
  loading?: boolean;
  onOk: (v: OtorisasiValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Credentials>();
  // a grant is recorded with the action it approves, so nothing to refresh here
  const write = useWrite({ invalidates: [] });
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);

  async function ask(v: Credentials) {
    try {
      const body: OtorisasiGrantRequest = {
        ...v,
        jenis: props.jenis,
        no_ref: props.no_ref ?? '',
        detail: props.detail ?? {},
      };
      const g = otorisasiGrantSchema.parse(await write.send<OtorisasiGrant>({ path: 'otorisasi', body }));
      form.setFieldValue('password', '');
      props.onOk({ otorisasi_id: g.otorisasi_id });
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, 'Otorisasi Gagal'));
    }
  }

  return (
    <Modal
      open={props.open}
      title={props.title ?? 'Otorisasi Supervisor'}
      okText="Otorisasi"
      cancelText="Batal"
      confirmLoading={write.saving || props.loading}
      onOk={() => void form.validateFields().then(ask, () => {})}
      onCancel={props.onCancel}
      okButtonProps={tid<ButtonProps>('otorisasi-ok')}
      cancelButtonProps={tid<ButtonProps>('otorisasi-cancel')}
      destroyOnHidden
    >
      <div data-testid="otorisasi-modal">
        {props.description && <p style={{ marginTop: 0 }}>{props.description}</p>}
        <KForm form={form} layout="vertical" autoComplete="off">
          <Form.Item
            name="user_id"
            label="User ID Supervisor"
            rules={[{ required: true, message: 'User ID Supervisor Harus Diisi' }]}
          >
            <Input data-testid="otorisasi-user" autoFocus style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item
            name="password"
            label="Password Supervisor"
            rules={[{ required: true, message: 'Password Supervisor Harus Diisi' }]}
          >
            <Input.Password data-testid="otorisasi-password" />
          </Form.Item>
          <Form.Item name="alasan" label="Alasan" rules={[{ required: true, min: 3, message: 'Alasan Harus Diisi' }]}>
            <Input.TextArea data-testid="otorisasi-alasan" rows={2} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </KForm>
      </div>
    </Modal>
  );
}
