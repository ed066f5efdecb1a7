/** Rupiah input: digits only, shown grouped (`1,250,000`), value a whole number; the text is selected on focus. */
import { formatRupiah } from '@kilau/domain';
import type { InputProps, InputRef } from 'antd';
import type { Ref } from 'react';
import { NumericInput } from './inputs.tsx';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: number;
  onChange?: (v: number) => void;
  ref?: Ref<InputRef>;
};

export function MoneyInput({ value, onChange, onFocus, ...rest }: Props) {
  return (
    <NumericInput
      {...rest}
      value={value ? formatRupiah(value) : ''}
      placeholder={rest.placeholder ?? '0'}
      onChange={(v) => onChange?.(Math.min(Number(v.replace(/\D/g, '')) || 0, 1e13))}
      onFocus={(e) => {
        e.target.select();
        onFocus?.(e);
      }}
    />
  );
}
