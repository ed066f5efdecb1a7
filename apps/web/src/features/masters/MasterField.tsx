/** One form control for a declared field, chosen by its kind (text upper-case, numbers filtered, bool switch…). */
import { type FieldDef, isUpper, kindOf, resourceByKey, UI } from '@kilau/domain';
import { Input, Select, Switch } from 'antd';
import { DateField } from '../../components/DateField.tsx';
import { NumericInput, UpperInput } from '../../components/inputs.tsx';
import { useResourceList } from '../../lib/use-resource.ts';

type Props = {
  name: string;
  field: FieldDef;
  readOnly: boolean;
  autoFocus?: boolean;
  /** Given by Form.Item: the control carries it so the field's `<label for>` points at it. */
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
};

function RefSelect({ field, name, value, onChange, readOnly, id }: Props) {
  const ref = field.ref;
  const list = useResourceList(ref ? resourceByKey(ref.resource) : undefined, 'active');
  const options = (list.data ?? []).map((row) => ({
    value: String(row[ref?.value ?? ''] ?? ''),
    label: `${String(row[ref?.value ?? ''] ?? '')} - ${String(row[ref?.label ?? ''] ?? '')}`,
  }));
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isLoading}
      disabled={readOnly}
      options={options}
      placeholder={UI.choose}
      value={(value as string) || undefined}
      onChange={(v) => onChange?.(v ?? '')}
      id={id}
      data-testid={`field-${name}`}
    />
  );
}

export function MasterField(p: Props) {
  const { name, field: f, readOnly, value, onChange, autoFocus, id } = p;
  const testId = `field-${name}`;
  switch (kindOf(f)) {
    case 'bool':
      return (
        <Switch
          checked={value === true}
          onChange={(v) => onChange?.(v)}
          disabled={readOnly}
          checkedChildren={UI.active}
          unCheckedChildren={UI.inactive}
          id={id}
          data-testid={testId}
        />
      );
    case 'money':
    case 'int':
    case 'decimal':
    case 'percent':
      return (
        <NumericInput
          mode={kindOf(f) === 'money' || kindOf(f) === 'int' ? 'digits' : 'digits-dots'}
          value={value as string}
          onChange={onChange}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : undefined}
          autoFocus={autoFocus}
          suffix={kindOf(f) === 'percent' ? '%' : undefined}
          prefix={kindOf(f) === 'money' ? 'Rp' : undefined}
          id={id}
          data-testid={testId}
        />
      );
    case 'date':
      return <DateField id={id} value={value as string} onChange={onChange} disabled={readOnly} testId={testId} />;
    case 'select':
      if (f.ref) return <RefSelect {...p} />;
      return (
        <Select
          options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
          disabled={readOnly}
          placeholder={UI.choose}
          value={(value as string) || undefined}
          onChange={(v) => onChange?.(v ?? '')}
          id={id}
          data-testid={testId}
        />
      );
    default:
      if (readOnly) return <Input id={id} value={String(value ?? '')} readOnly variant="filled" data-testid={testId} />;
      return isUpper(f) ? (
        <UpperInput
          value={value as string}
          onChange={onChange}
          maxLength={f.maxLength}
          autoFocus={autoFocus}
          id={id}
          data-testid={testId}
        />
      ) : (
        <Input
          value={String(value ?? '')}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={f.maxLength}
          autoFocus={autoFocus}
          id={id}
          data-testid={testId}
        />
      );
  }
}
