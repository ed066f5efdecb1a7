/**
 * The control of one declared filter (`ReportFilter` of @kilau/domain), the same on the report page and the list
 * screens: a date picker, a picker of fixed options or of a master's active rows (narrowed by the other filters,
 * a baki by its gudang), or an upper-cased text box.
 */
import type { ReportFilter } from '@kilau/domain';
import { Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { useFilterOptions } from '../lib/filter-options.ts';
import { DateField } from './DateField.tsx';

export type FilterValues = Record<string, string>;

const ALL = 'Semua';

export type FilterControlProps = {
  f: ReportFilter;
  values: FilterValues;
  onChange: (value: string) => void;
  /** The picked option's label (for a report's printed header). */
  onLabel?: (label: string) => void;
  /** Enter in a text filter. */
  onEnter?: () => void;
  /** The id a `<label htmlFor>` names the control by; without one the control is named by the filter's label. */
  id?: string;
  testId: string;
  style?: CSSProperties;
  /** Shown before a text filter's value (a search icon). */
  prefix?: ReactNode;
  /** Days a date filter cannot take (`YYYY-MM-DD`): a report's period cap. */
  disabledDay?: (ymd: string) => boolean;
};

function SelectFilter(p: FilterControlProps) {
  const { options, loading } = useFilterOptions(p.f, p.values);
  return (
    <Select
      id={p.id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={p.f.placeholder ?? ALL}
      loading={loading}
      value={p.values[p.f.name] || undefined}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(v?: string) => {
        p.onChange(v ?? '');
        p.onLabel?.(options.find((o) => o.value === v)?.label ?? '');
      }}
      style={p.style ?? { width: '100%' }}
      popupMatchSelectWidth={false}
      aria-label={p.id ? undefined : p.f.label}
      data-testid={p.testId}
    />
  );
}

export function FilterControl(p: FilterControlProps) {
  if (p.f.kind === 'date') {
    return (
      <DateField
        id={p.id}
        value={p.values[p.f.name]}
        onChange={p.onChange}
        allowClear={false}
        {...(p.style ? { style: p.style } : {})}
        {...(p.disabledDay ? { disabledDate: (d: Dayjs) => p.disabledDay?.(d.format('YYYY-MM-DD')) ?? false } : {})}
        testId={p.testId}
      />
    );
  }
  if (p.f.kind === 'select') return <SelectFilter {...p} />;
  return (
    <Input
      id={p.id}
      allowClear
      value={p.values[p.f.name]}
      placeholder={p.f.placeholder}
      prefix={p.prefix}
      aria-label={p.id ? undefined : p.f.label}
      onChange={(e) => p.onChange(p.f.upper === false ? e.target.value : e.target.value.toUpperCase())}
      onPressEnter={p.onEnter}
      style={p.style}
      data-testid={p.testId}
    />
  );
}
