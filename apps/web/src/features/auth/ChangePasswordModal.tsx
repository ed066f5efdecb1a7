/** Ganti Password (spec §7.6, §8): old and new password; the server checks the old one. */
import { changePasswordSchema, type MessageAnswer, MSG, UI } from '@kilau/domain';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { KForm } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { focusFirstField } from '../../lib/focus.ts';
import { useWrite } from '../../lib/use-write.ts';

type Values = { password: string; new_password: string };

const rule = (name: keyof Values) => ({
  validator: (_r: unknown, v: unknown) => {
    const res = changePasswordSchema.shape[name].safeParse(v ?? '');
    return res.success ? Promise.resolve() : Promise.reject(new Error(res.error.issues[0]?.message));
  },
});

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const write = useWrite({ invalidates: [] });
  const busy = write.saving;

  // Passwords typed earlier never reappear when the modal opens again.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  async function onSave() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const res = await write.send<MessageAnswer>({ path: 'users/change-password', body: values });
      onClose();
      void notify.success(res?.message || MSG.passwordOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.passwordFail));
    }
  }

  const close = () => {
    if (busy) return;
    write.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={<span data-testid="cp-title">{UI.changePassword}</span>}
      onCancel={close}
      mask={{ closable: false }}
      forceRender
      afterOpenChange={(o) => {
        if (o) focusFirstField('cp-old');
      }}
      width={420}
      footer={[
        <Button key="batal" onClick={close} disabled={busy} data-testid="cp-cancel">
          {UI.cancel}
        </Button>,
        <Button key="simpan" type="primary" loading={busy} onClick={() => void onSave()} data-testid="cp-save">
          {UI.save}
        </Button>,
      ]}
    >
      <KForm<Values> name="ubah_password" form={form} initialValues={{ password: '', new_password: '' }}>
        <Form.Item name="password" label={UI.oldPassword} rules={[rule('password')]} required>
          <Input.Password autoComplete="current-password" data-testid="cp-old" />
        </Form.Item>
        <Form.Item name="new_password" label={UI.newPassword} rules={[rule('new_password')]} required>
          <Input.Password autoComplete="new-password" data-testid="cp-new" />
        </Form.Item>
      </KForm>
    </Modal>
  );
}
