/**
 * The add/edit modal of a declared master (spec §2.4): title `Tambah Data <noun>` / `Edit Data <noun>`, hidden
 * id, fields from the declaration, `Batal` / `Simpan Data`. Validation is the domain schema; server field errors
 * land on their fields; the idempotency key is the write hook's (lib/use-write.ts).
 */
import { additiveHint, MSG, modalTitle, type ResourceDef, UI } from '@kilau/domain';
import { Button, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { KForm, NumericInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { ApiError, errorText, isTimeout } from '../../lib/api-error.ts';
import { focusFirstField } from '../../lib/focus.ts';
import { session } from '../../lib/session.ts';
import { type ResourceRow, useResourceMutation } from '../../lib/use-resource.ts';
import { MasterField } from './MasterField.tsx';
import { type FormValues, fieldError, formValues, parseForm } from './master-model.ts';

export type EditState = { mode: 'add' } | { mode: 'edit'; row: ResourceRow };

type Props = { resource: ResourceDef; state: EditState | null; onClose: () => void };

export function MasterFormModal({ resource: r, state, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { save, saving, reset } = useResourceMutation(r);
  const mode = state?.mode ?? 'add';

  // One form instance for the modal's life: every opening starts from the row (edit) or the defaults (add),
  // never from what an earlier, cancelled or failed submission left behind.
  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue(formValues(r, state.mode === 'edit' ? state.row : undefined, session.get()?.user.tgl_system));
  }, [state, form, r]);

  const setErrors = (errors: Record<string, string>) =>
    form.setFields(
      Object.entries(errors)
        .filter(([name]) => name in r.fields || name in (r.additive ?? {}))
        .map(([name, m]) => ({ name, errors: [m] })),
    );

  async function onSave() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as FormValues;
    const parsed = parseForm(r, values, mode);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    try {
      const id = typeof values._id === 'string' && values._id ? values._id : undefined;
      await save({ id, body: parsed.body });
      onClose();
      void notify.success(MSG.saveOk);
    } catch (e) {
      if (isTimeout(e)) return;
      if (e instanceof ApiError) setErrors(e.status === 409 ? { [r.code]: e.message } : e.fields);
      notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  // Many fields: two columns, so the form stays on one screen.
  const wide = Object.keys(r.fields).length > 4;
  const firstEditable = Object.entries(r.fields).find(([, f]) => !(mode === 'edit' && f.readOnlyOnEdit))?.[0];

  return (
    <Modal
      open={!!state}
      title={<span data-testid="modal-title">{modalTitle(r, mode)}</span>}
      onCancel={close}
      mask={{ closable: false }}
      forceRender
      afterOpenChange={(open) => {
        if (open && firstEditable) focusFirstField(`field-${firstEditable}`);
      }}
      width={wide ? 760 : 520}
      footer={[
        <Button key="batal" onClick={close} disabled={saving} data-testid="modal-cancel">
          {UI.cancel}
        </Button>,
        <Button key="simpan" type="primary" loading={saving} onClick={() => void onSave()} data-testid="modal-save">
          {UI.saveData}
        </Button>,
      ]}
    >
      <div data-testid="master-modal">
        <KForm<FormValues> form={form} initialValues={formValues(r)} className={wide ? 'k-form-grid' : undefined}>
          <Form.Item name="_id" hidden>
            <input type="hidden" />
          </Form.Item>
          {Object.entries(r.fields).map(([name, f]) => {
            const readOnly = mode === 'edit' && !!f.readOnlyOnEdit;
            return (
              <Form.Item
                key={name}
                name={name}
                label={f.label}
                required={!!f.required}
                valuePropName="value"
                rules={[
                  {
                    validator: (_rule, v) => {
                      const m = readOnly ? undefined : fieldError(r, name, v);
                      return m ? Promise.reject(new Error(m)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <MasterField name={name} field={f} readOnly={readOnly} />
              </Form.Item>
            );
          })}
          {mode === 'edit' &&
            Object.entries(r.additive ?? {}).map(([name, add]) => (
              // an amount added to its count by the server under the row's lock (Tambah Stock): never the count itself
              <Form.Item
                key={name}
                name={name}
                label={add.label}
                extra={additiveHint(r.fields[add.adds]?.label ?? add.adds)}
                rules={[
                  {
                    validator: (_rule, v) => {
                      const m = fieldError(r, name, v);
                      return m ? Promise.reject(new Error(m)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <NumericInput mode="signed-digits" data-testid={`field-${name}`} />
              </Form.Item>
            ))}
        </KForm>
      </div>
    </Modal>
  );
}
