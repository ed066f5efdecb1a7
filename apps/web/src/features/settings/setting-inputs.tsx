/** The control of one declared setting, chosen by its kind (spec §2.3: text upper-case, numbers filtered). */
import { type SettingField, UI } from '@kilau/domain';
import { Input, Select, Switch } from 'antd';
import type { ChangeEvent } from 'react';
import { NumericInput, UpperInput } from '../../components/inputs.tsx';

type ValueProps = {
  value?: string;
  onChange?: (v: string) => void;
  testId: string;
  maxLength?: number;
  /** Given by Form.Item: the control carries it so the field's `<label for>` points at it. */
  id?: string;
};

/** Multi-line text whose value and display are upper-case (receipt texts print in capitals). */
export function UpperTextArea({ value, onChange, testId, maxLength = 1000, id }: ValueProps) {
  return (
    <Input.TextArea
      id={id}
      value={value ?? ''}
      autoSize={{ minRows: 2, maxRows: 6 }}
      maxLength={maxLength}
      style={{ textTransform: 'uppercase' }}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange?.(e.target.value.toUpperCase())}
      data-testid={testId}
    />
  );
}

export function SettingInput({
  field: f,
  value,
  onChange,
  id,
}: {
  field: SettingField;
  value?: string;
  onChange?: (v: string) => void;
  /** Given by Form.Item: the control carries it so the field's `<label for>` points at it. */
  id?: string;
}) {
  const testId = `setting-${f.key}`;
  switch (f.kind) {
    case 'bool':
      return (
        <Switch
          id={id}
          checked={value === 'true'}
          onChange={(v) => onChange?.(v ? 'true' : 'false')}
          checkedChildren={UI.yes}
          unCheckedChildren={UI.no}
          data-testid={testId}
        />
      );
    case 'int':
    case 'decimal':
      return (
        <NumericInput
          id={id}
          mode={f.kind === 'int' ? 'digits' : 'digits-dots'}
          value={value}
          onChange={onChange}
          maxLength={16}
          data-testid={testId}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
          value={value || undefined}
          placeholder={UI.choose}
          onChange={(v) => onChange?.(v ?? '')}
          data-testid={testId}
        />
      );
    case 'textarea':
      return <UpperTextArea id={id} value={value} onChange={onChange} testId={testId} />;
    default:
      return <UpperInput id={id} value={value} onChange={onChange} maxLength={1000} data-testid={testId} />;
  }
}
