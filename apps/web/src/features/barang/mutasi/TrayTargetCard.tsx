/**
 * The side card of the screens that put pieces into a tray (pindah barang, pindah satu baki, kembali dari cucian,
 * pindah sortir): destination gudang → baki, an optional keterangan and the one submit button.
 */
import { Button, Card, Form } from 'antd';
import type { ReactNode } from 'react';
import { UpperInput } from '../../../components/inputs.tsx';
import { type Tray, TrayPicker } from './TrayPicker.tsx';

export function TrayTargetCard(props: {
  title: string;
  tujuan: Tray;
  onTujuan: (t: Tray) => void;
  /** `testId` of the tray picker (`tujuan` → `tujuan-gudang`, `tujuan-baki`). */
  pickerTestId: string;
  keterangan: string;
  onKeterangan: (v: string) => void;
  keteranganPlaceholder: string;
  keteranganTestId: string;
  icon: ReactNode;
  submitLabel: string;
  submitTestId: string;
  saving: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  return (
    <Card size="small" className="k-card k-side" title={props.title}>
      <Form layout="vertical" component="div">
        <TrayPicker value={props.tujuan} onChange={props.onTujuan} testId={props.pickerTestId} />
        <Form.Item label="Keterangan" htmlFor={props.keteranganTestId}>
          <UpperInput
            value={props.keterangan}
            onChange={props.onKeterangan}
            maxLength={200}
            placeholder={props.keteranganPlaceholder}
            id={props.keteranganTestId}
            data-testid={props.keteranganTestId}
          />
        </Form.Item>
      </Form>
      <div className="k-side-actions">
        <Button
          type="primary"
          size="large"
          icon={props.icon}
          loading={props.saving}
          disabled={props.disabled}
          onClick={props.onSubmit}
          data-testid={props.submitTestId}
        >
          {props.submitLabel}
        </Button>
      </div>
    </Card>
  );
}
