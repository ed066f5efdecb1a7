/**
 * Add or edit a user (`/data-users`): user id, name, level and password when adding (a head-office owner also
 * picks the store); name, level and active when editing. Validated with the domain's schemas; the server's field
 * messages land on their fields; the idempotency key is the write hook's (lib/use-write.ts).
 */
import { MSG, type StoreRow, UI } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { KForm, UpperInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { api } from '../../lib/api.tsx';
import { ApiError, errorText, isTimeout } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { session } from '../../lib/session.ts';
import { USERS_UI } from './users.texts.ts';
import { useUserWrites } from './users-api.ts';
import {
  type Caller,
  emptyUserForm,
  levelOptions,
  parseCreate,
  parseUpdate,
  spansStores,
  storeOptions,
  type UserFormValues,
  type UserRow,
  userFieldError,
  userFormFromRow,
} from './users-model.ts';

export type UserEditState = { mode: 'add' } | { mode: 'edit'; row: UserRow };

type Props = { state: UserEditState | null; caller: Caller; onClose: () => void };

const FIELDS: (keyof UserFormValues)[] = ['user_id', 'user_name', 'level', 'password', 'kode_toko', 'status_aktif'];

export function UserFormModal({ state, caller, onClose }: Props) {
  const stores = useQuery({
    queryKey: queryKeys.stores(),
    queryFn: () => api.get<StoreRow[]>('stores/get/all'),
    enabled: spansStores(caller),
  });
  const [form] = Form.useForm<UserFormValues>();
  const { create, update, resetForm, formSaving: busy } = useUserWrites();
  const mode = state?.mode ?? 'add';
  const editing = state?.mode === 'edit' ? state.row : undefined;
  const self = editing?.user_id === caller.user_id;
  const pickStore = mode === 'add' && spansStores(caller);

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue(state.mode === 'edit' ? userFormFromRow(state.row) : emptyUserForm(caller));
  }, [state, form, caller]);

  const rule = (name: keyof UserFormValues) => ({
    validator: () => {
      const m = userFieldError(mode, caller, name, form.getFieldsValue(true) as UserFormValues);
      return m ? Promise.reject(new Error(m)) : Promise.resolve();
    },
  });

  const setErrors = (errors: Record<string, string>) =>
    form.setFields(
      Object.entries(errors)
        .filter(([name]) => (FIELDS as string[]).includes(name))
        .map(([name, m]) => ({ name: name as keyof UserFormValues, errors: [m] })),
    );

  async function onSave() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as UserFormValues;
    if (pickStore && !values.kode_toko?.trim()) {
      setErrors({ kode_toko: USERS_UI.storeRequired });
      return;
    }
    const parsed = editing ? parseUpdate(values) : parseCreate(caller, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    try {
      const res = editing ? await update(editing.user_id, parsed.body) : await create(parsed.body);
      // One's own new name shows in the header and the profile at once.
      const cur = session.get();
      if (self && cur && res?.data?.user_name) session.update({ user: { ...cur.user, user_name: res.data.user_name } });
      onClose();
      void notify.success(res?.message || MSG.saveOk);
    } catch (e) {
      if (isTimeout(e)) return;
      if (e instanceof ApiError) {
        if (e.status === 409) setErrors({ user_id: e.message });
        else if (/toko/i.test(e.message) && pickStore) setErrors({ kode_toko: e.message, ...e.fields });
        else setErrors(e.fields);
      }
      notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  const close = () => {
    if (busy) return;
    resetForm();
    onClose();
  };

  const title = mode === 'add' ? USERS_UI.addUser : `${USERS_UI.editUser} ${editing?.user_id ?? ''}`;

  return (
    <Modal
      open={!!state}
      title={<span data-testid="user-modal-title">{title}</span>}
      onCancel={close}
      mask={{ closable: false }}
      forceRender
      width={640}
      afterOpenChange={(open) => {
        if (open)
          document
            .querySelector<HTMLElement>(`[data-testid="user-field-${mode === 'add' ? 'user_id' : 'user_name'}"]`)
            ?.focus();
      }}
      footer={[
        <Button key="batal" onClick={close} disabled={busy} data-testid="user-cancel">
          {UI.cancel}
        </Button>,
        <Button key="simpan" type="primary" loading={busy} onClick={() => void onSave()} data-testid="user-save">
          {UI.saveData}
        </Button>,
      ]}
    >
      <div data-testid="user-modal">
        <KForm<UserFormValues> name="user" form={form} initialValues={emptyUserForm(caller)} className="k-form-grid">
          <Form.Item name="user_id" label={USERS_UI.userId} required={mode === 'add'} rules={[rule('user_id')]}>
            {mode === 'add' ? (
              <UpperInput maxLength={30} autoComplete="off" data-testid="user-field-user_id" />
            ) : (
              <Input readOnly variant="filled" data-testid="user-field-user_id" />
            )}
          </Form.Item>
          <Form.Item name="user_name" label={USERS_UI.userName} required rules={[rule('user_name')]}>
            <UpperInput maxLength={100} autoComplete="off" data-testid="user-field-user_name" />
          </Form.Item>
          <Form.Item name="level" label={USERS_UI.level} required rules={[rule('level')]}>
            <Select
              options={levelOptions(caller)}
              placeholder={UI.choose}
              disabled={self}
              data-testid="user-field-level"
            />
          </Form.Item>
          <Form.Item name="kode_toko" label={USERS_UI.store} required={pickStore}>
            {pickStore ? (
              <Select
                showSearch
                options={storeOptions(caller, stores.data ?? [])}
                loading={stores.isLoading}
                optionFilterProp="label"
                placeholder={UI.choose}
                data-testid="user-field-kode_toko"
              />
            ) : (
              <Input readOnly variant="filled" data-testid="user-field-kode_toko" />
            )}
          </Form.Item>
          {mode === 'add' && (
            <Form.Item name="password" label={UI.password} required rules={[rule('password')]}>
              <Input.Password autoComplete="new-password" data-testid="user-field-password" />
            </Form.Item>
          )}
          <Form.Item name="status_aktif" label={USERS_UI.status} valuePropName="checked">
            <Switch
              checkedChildren={UI.active}
              unCheckedChildren={UI.inactive}
              disabled={self}
              data-testid="user-field-status_aktif"
            />
          </Form.Item>
        </KForm>
        {self && <div className="k-muted k-user-modal-hint">{USERS_UI.selfHint}</div>}
      </div>
    </Modal>
  );
}
