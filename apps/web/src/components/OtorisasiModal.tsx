/**
 * Supervisor authorization (DOMAIN.md "otorisasi"): a supervisor types user id, password and a reason at the
 * moment of a sensitive action (price change, cancellation, melting). The caller sends the three fields with
 * its request as `otorisasi`; the server checks them and records who allowed what.
 */
import type { OtorisasiInput } from '@kilau/domain';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { tid } from '../lib/test-id.ts';
import { KForm } from './inputs.tsx';

export type OtorisasiValues = { user_id: string; password: string; alasan: string };
export type { OtorisasiInput };

export function OtorisasiModal(props: {
  open: boolean;
  title?: string;
  /** What is being authorized, shown above the fields. */
  description?: string;
  loading?: boolean;
  onOk: (v: OtorisasiValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<OtorisasiValues>();
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);
  return (
    <Modal
      open={props.open}
      title={props.title ?? 'Otorisasi Supervisor'}
      okText="Otorisasi"
      cancelText="Batal"
      confirmLoading={props.loading}
      onOk={() => void form.validateFields().then(props.onOk, () => {})}
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
