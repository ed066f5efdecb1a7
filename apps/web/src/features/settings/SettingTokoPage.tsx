/**
 * `/settingtoko`: the store's name, address and phone — the header of every receipt and PDF — and its time zone
 * (WIB, WITA, WIT). After a save the signed-in session takes the new name, address and zone, so the shell's header,
 * the page title, "today" and the printed times follow at once.
 */
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { DEFAULT_ZONE, MSG, type Toko, UI, ZONE_LABELS, ZONE_NAMES, type ZoneName } from '@kilau/domain';
import { Button, Card, Form, Input, Select, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { KForm, UpperInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { ApiError, errorText, isTimeout } from '../../lib/api-error.ts';
import { session } from '../../lib/session.ts';
import { UpperTextArea } from './setting-inputs.tsx';
import { SETTINGS_UI } from './settings.texts.ts';
import { useSaveToko, useTokoSetting } from './settings-api.ts';
import './settings.css';
import { LoadError } from '../../components/LoadError.tsx';

type Values = { nama_toko: string; alamat_toko: string; no_hp: string; time_zone: ZoneName };
const FIELDS: (keyof Values)[] = ['nama_toko', 'alamat_toko', 'no_hp', 'time_zone'];
const ZONE_OPTIONS = ZONE_NAMES.map((z) => ({ value: z, label: ZONE_LABELS[z] }));

const fromRow = (t: Toko | undefined): Values => ({
  nama_toko: t?.nama_toko ?? '',
  alamat_toko: t?.alamat_toko ?? '',
  no_hp: t?.no_hp ?? '',
  time_zone: t?.time_zone ?? DEFAULT_ZONE,
});

const norm = (v: Values): Values => ({
  nama_toko: v.nama_toko.trim().toUpperCase(),
  alamat_toko: v.alamat_toko.trim().toUpperCase(),
  no_hp: v.no_hp.trim(),
  time_zone: v.time_zone,
});

const sameAs = (a: Values, b: Values) => FIELDS.every((k) => norm(a)[k] === norm(b)[k]);

function Preview({ v }: { v: Values }) {
  const n = norm(v);
  return (
    <Card size="small" className="k-card" title={SETTINGS_UI.preview}>
      <div className="k-toko-preview" data-testid="toko-preview">
        <div className="k-toko-preview-name">{n.nama_toko || '-'}</div>
        {n.alamat_toko && <div className="k-toko-preview-line">{n.alamat_toko}</div>}
        {n.no_hp && (
          <div className="k-toko-preview-line">
            {SETTINGS_UI.phonePrefix} {n.no_hp}
          </div>
        )}
      </div>
      <div className="k-muted k-setting-help" style={{ marginTop: 8 }}>
        {SETTINGS_UI.previewHint}
      </div>
    </Card>
  );
}

export function SettingTokoPage() {
  const [form] = Form.useForm<Values>();
  const toko = useTokoSetting();
  const save = useSaveToko();
  const [values, setValues] = useState<Values>(fromRow(undefined));
  const initial = fromRow(toko.data);
  const dirty = !!toko.data && !sameAs(initial, values);

  useEffect(() => {
    if (!toko.data) return;
    const v = fromRow(toko.data);
    form.resetFields();
    form.setFieldsValue(v);
    setValues(v);
  }, [toko.data, form]);

  async function onSave() {
    const body = norm(form.getFieldsValue(true) as Values);
    try {
      const res = await save.send(body);
      const cur = session.get();
      if (cur && res?.data) {
        session.update({
          user: {
            ...cur.user,
            nama_toko: res.data.nama_toko,
            alamat_toko: res.data.alamat_toko ?? '',
            time_zone: res.data.time_zone,
          },
        });
      }
      void notify.success(res?.message || MSG.saveOk);
    } catch (e) {
      if (isTimeout(e)) return;
      if (e instanceof ApiError) {
        const fields = { ...e.fields };
        // A 400 without field errors still names its field in the message (e.g. `Nama Toko Tidak Boleh Kosong`).
        if (!Object.keys(fields).length && e.status === 400 && /nama toko/i.test(e.message))
          fields.nama_toko = e.message;
        form.setFields(
          Object.entries(fields)
            .filter(([k]) => (FIELDS as string[]).includes(k))
            .map(([name, m]) => ({ name: name as keyof Values, errors: [m] })),
        );
      }
      notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  const undo = () => {
    form.resetFields();
    form.setFieldsValue(initial);
    setValues(initial);
  };

  if (toko.isError && !isTimeout(toko.error)) {
    return (
      <Card className="k-card" size="small">
        <LoadError query={toko} className="" />
      </Card>
    );
  }

  const t = toko.data;
  return (
    <div className="k-toko">
      <Card className="k-card k-setting" size="small" data-testid="setting-form">
        {toko.isLoading ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <KForm<Values>
            name="setting_toko"
            form={form}
            className="k-setting-grid"
            onValuesChange={(_c, all) => setValues({ ...values, ...all })}
          >
            <Form.Item label={SETTINGS_UI.storeCode} htmlFor="setting-kode-toko">
              <Input
                id="setting-kode-toko"
                readOnly
                variant="filled"
                value={t?.kode_toko ?? ''}
                data-testid="setting-kode_toko"
              />
            </Form.Item>
            <Form.Item label={SETTINGS_UI.storeType} htmlFor="setting-tipe-toko">
              <Input
                id="setting-tipe-toko"
                readOnly
                variant="filled"
                value={t?.tipe_toko === 'PUSAT' ? SETTINGS_UI.headOffice : SETTINGS_UI.branch}
                data-testid="setting-tipe_toko"
              />
            </Form.Item>
            <Form.Item name="nama_toko" label={SETTINGS_UI.storeName} required className="k-setting-wide">
              <UpperInput maxLength={100} data-testid="setting-nama_toko" />
            </Form.Item>
            <Form.Item name="alamat_toko" label={SETTINGS_UI.storeAddress} className="k-setting-wide">
              <UpperTextArea maxLength={300} testId="setting-alamat_toko" />
            </Form.Item>
            <Form.Item name="no_hp" label={SETTINGS_UI.storePhone}>
              <Input maxLength={30} inputMode="tel" data-testid="setting-no_hp" />
            </Form.Item>
            <Form.Item name="time_zone" label={SETTINGS_UI.storeZone} extra={SETTINGS_UI.storeZoneHint}>
              <Select options={ZONE_OPTIONS} data-testid="setting-time_zone" />
            </Form.Item>
          </KForm>
        )}
        <div className="k-setting-actions">
          {dirty && (
            <Tag color="warning" data-testid="setting-dirty">
              {SETTINGS_UI.changed(FIELDS.filter((k) => norm(initial)[k] !== norm(values)[k]).length)}
            </Tag>
          )}
          <Button icon={<UndoOutlined />} disabled={!dirty || save.saving} onClick={undo} data-testid="setting-undo">
            {UI.cancel}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!dirty}
            loading={save.saving}
            onClick={() => void onSave()}
            data-testid="setting-save"
          >
            {UI.saveData}
          </Button>
        </div>
      </Card>
      <Preview v={values} />
    </div>
  );
}

export default SettingTokoPage;
