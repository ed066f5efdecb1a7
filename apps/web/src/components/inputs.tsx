/**
 * Form inputs of spec §2.3: upper-case text (display and value), the three numeric filters, and forms on which
 * Enter never submits. Each input keeps the caret where the user typed even when the value is rewritten.
 */
import { decimalText, onlyDigits, onlyDigitsDotsAndK, signedDigits } from '@kilau/domain';
import { Form, type FormProps, Input, type InputProps } from 'antd';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';

type ValueProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | number | null;
  onChange?: (value: string) => void;
};

function rewrite(e: ChangeEvent<HTMLInputElement>, f: (v: string) => string): string {
  const el = e.target;
  const before = el.value;
  const after = f(before);
  if (after !== before) {
    const caret = Math.max(0, (el.selectionStart ?? before.length) - (before.length - after.length));
    el.value = after;
    try {
      el.setSelectionRange(caret, caret);
    } catch {
      // some input types have no selection
    }
  }
  return after;
}

const show = (v: ValueProps['value']) => (v === null || v === undefined ? '' : String(v));

/** Text input whose value is upper-case (every text input displays upper-case: app.css). */
export function UpperInput({ value, onChange, ...rest }: ValueProps) {
  return <Input {...rest} value={show(value)} onChange={(e) => onChange?.(rewrite(e, (v) => v.toUpperCase()))} />;
}

export type NumericMode = 'digits' | 'digits-dots' | 'digits-dots-k' | 'signed-digits';

const FILTERS: Record<NumericMode, (v: string) => string> = {
  digits: onlyDigits,
  // every decimal field (weights, kadar, USD) takes a typed comma as the decimal mark
  'digits-dots': decimalText,
  'digits-dots-k': onlyDigitsDotsAndK,
  // a correction of a count (Tambah Stock): whole, may be negative
  'signed-digits': signedDigits,
};

/** Numeric text input: digits only, digits and dots, or digits, dots and K (spec §2.3); or a signed whole number. */
export function NumericInput({
  value,
  onChange,
  mode = 'digits',
  style,
  ...rest
}: ValueProps & { mode?: NumericMode }) {
  return (
    <Input
      {...rest}
      inputMode={mode === 'digits' ? 'numeric' : mode === 'signed-digits' ? 'text' : 'decimal'}
      style={style}
      styles={{ input: { textAlign: 'right' } }}
      value={show(value)}
      onChange={(e) => onChange?.(rewrite(e, FILTERS[mode]))}
    />
  );
}

/** Enter in a field never submits (spec §2.3); textareas keep their new lines. */
export function preventEnterSubmit(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Enter') return;
  const t = e.target as HTMLElement;
  if (t.tagName === 'TEXTAREA' || t.tagName === 'BUTTON') return;
  e.preventDefault();
}

/** antd Form that never submits on Enter: submit only through its buttons. */
export function KForm<V>({ onKeyDown, ...props }: Omit<FormProps<V>, 'children'> & { children?: ReactNode }) {
  return (
    <Form
      layout="vertical"
      requiredMark
      {...props}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        preventEnterSubmit(e);
      }}
    />
  );
}
