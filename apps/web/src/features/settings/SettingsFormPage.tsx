/**
 * The one settings form (`/settingsystem`, `/settingNota`): renders a declared `SettingsForm`, loads the current
 * values from `GET para-system`, and saves only the changed keys through `PUT para-system`. A saved PEMBULATAN
 * also refreshes the rounding the app keeps locally (spec §3, §7.1).
 */
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { MSG, type SettingsForm, UI, validateSetting } from '@kilau/domain';
import { Button, Card, Form, Skeleton, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { KForm } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { ApiError, errorText, isTimeout } from '../../lib/api-error.ts';
import { session } from '../../lib/session.ts';
import { SettingInput } from './setting-inputs.tsx';
import { SETTINGS_UI } from './settings.texts.ts';
import { useParaSystem, useSaveParaSystem } from './settings-api.ts';
import { changedValues, currentValues, normalise, type SettingValues, validate } from './settings-model.ts';
import './settings.css';
import { LoadError } from '../../components/LoadError.tsx';

export function SettingsFormPage({ form: decl }: { form: SettingsForm }) {
  const [form] = Form.useForm<SettingValues>();
  const para = useParaSystem();
  const save = useSaveParaSystem();
  const initial = useMemo(() => currentValues(decl, para.data), [decl, para.data]);
  const [changed, setChanged] = useState(0);

  useEffect(() => {
    if (!para.data) return;
    form.resetFields();
    form.setFieldsValue(initial);
    setChanged(0);
  }, [para.data, initial, form]);

  const recount = () =>
    setChanged(Object.keys(changedValues(decl, initial, form.getFieldsValue(true) as SettingValues)).length);

  async function onSave() {
    const values = form.getFieldsValue(true) as SettingValues;
    const errors = validate(decl, values);
    if (Object.keys(errors).length) {
      form.setFields(Object.entries(errors).map(([name, m]) => ({ name, errors: [m] })));
      return;
    }
    const diff = changedValues(decl, initial, values);
    if (!Object.keys(diff).length) return;
    try {
      const res = await save.send(diff);
      if ('PEMBULATAN' in diff) session.setPembulatan(diff.PEMBULATAN);
      void notify.success(res?.message || MSG.saveOk);
    } catch (e) {
      if (isTimeout(e)) return;
      if (e instanceof ApiError) {
        const known = new Set(decl.fields.map((f) => f.key));
        form.setFields(
          Object.entries(e.fields)
            .filter(([k]) => known.has(k))
            .map(([name, m]) => ({ name, errors: [m] })),
        );
      }
      notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  const undo = () => {
    form.resetFields();
    form.setFieldsValue(initial);
    setChanged(0);
  };

  if (para.isError && !isTimeout(para.error)) {
    return (
      <Card className="k-card" size="small">
        <LoadError query={para} className="" />
      </Card>
    );
  }

  return (
    <Card className="k-card k-setting" size="small" data-testid="setting-form">
      {para.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <KForm<SettingValues> name="setting" form={form} className="k-setting-grid" onValuesChange={recount}>
          {decl.fields.map((f) => (
            <Form.Item
              key={f.key}
              name={f.key}
              label={f.label}
              className={f.kind === 'textarea' ? 'k-setting-wide' : undefined}
              rules={[
                {
                  validator: (_r, v) => {
                    const m = validateSetting(f, normalise(f, v));
                    return m ? Promise.reject(new Error(m)) : Promise.resolve();
                  },
                },
              ]}
              extra={
                f.help || initial[f.key] !== f.default ? (
                  <span className="k-setting-help">
                    {f.help && <span>{f.help}</span>}
                    {initial[f.key] !== f.default && (
                      <span className="k-setting-default">
                        {SETTINGS_UI.defaultValue} {SETTINGS_UI.show(f, f.default)}
                      </span>
                    )}
                  </span>
                ) : undefined
              }
            >
              <SettingInput field={f} />
            </Form.Item>
          ))}
        </KForm>
      )}
      <div className="k-setting-actions">
        {changed > 0 && (
          <Tag color="warning" data-testid="setting-dirty">
            {SETTINGS_UI.changed(changed)}
          </Tag>
        )}
        <Button icon={<UndoOutlined />} disabled={!changed || save.saving} onClick={undo} data-testid="setting-undo">
          {UI.cancel}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!changed}
          loading={save.saving}
          onClick={() => void onSave()}
          data-testid="setting-save"
        >
          {UI.saveData}
        </Button>
      </div>
    </Card>
  );
}
