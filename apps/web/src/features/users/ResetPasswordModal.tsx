/** Reset a user's password (`POST users/:id/reset-password`): every session of that user ends. */
import { MSG, UI } from '@kilau/domain';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { KForm } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { ApiError, errorText, isTimeout } from '../../lib/api-error.ts';
import { focusFirstField } from '../../lib/focus.ts';
import { USERS_UI } from './users.texts.ts';
import { useUserWrites } from './users-api.ts';
import { parseReset, type UserRow } from './users-model.ts';

type Values = { new_password: string };

export function ResetPasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { resetPassword, resetPasswordForm, passwordSaving: busy } = useUserWrites();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  async function onSave() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const parsed = parseReset(form.getFieldValue('new_password') ?? '');
    if (!parsed.ok || !user) return;
    try {
      const res = await resetPassword(user.user_id, parsed.body.new_password);
      onClose();
      void notify.success(res?.message || MSG.passwordOk);
    } catch (e) {
      if (isTimeout(e)) return;
      if (e instanceof ApiError && e.fields.new_password)
        form.setFields([{ name: 'new_password', errors: [e.fields.new_password] }]);
      notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  const close = () => {
    if (busy) return;
    resetPasswordForm();
    onClose();
  };

  return (
    <Modal
      open={!!user}
      title={
        <span data-testid="reset-title">
          {USERS_UI.resetPassword} {user?.user_id ?? ''}
        </span>
      }
      onCancel={close}
      mask={{ closable: false }}
      forceRender
      width={420}
      afterOpenChange={(o) => {
        if (o) focusFirstField('reset-password');
      }}
      footer={[
        <Button key="batal" onClick={close} disabled={busy} data-testid="reset-cancel">
          {UI.cancel}
        </Button>,
        <Button key="simpan" type="primary" loading={busy} onClick={() => void onSave()} data-testid="reset-save">
          {UI.save}
        </Button>,
      ]}
    >
      <div data-testid="reset-modal">
        <div className="k-muted k-user-modal-hint">{USERS_UI.resetHint}</div>
        <KForm<Values> name="reset_password" form={form} initialValues={{ new_password: '' }}>
          <Form.Item
            name="new_password"
            label={USERS_UI.newPassword}
            required
            rules={[
              {
                validator: (_r, v) => {
                  const res = parseReset(String(v ?? ''));
                  return res.ok ? Promise.resolve() : Promise.reject(new Error(res.errors.new_password));
                },
              },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="reset-password" />
          </Form.Item>
        </KForm>
      </div>
    </Modal>
  );
}
