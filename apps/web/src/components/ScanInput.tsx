/**
 * The barcode field of counter screens: keyboard-first for a scanner. It keeps digits only, Enter hands the
 * zero-padded barcode to `onScan` and clears the field (never submits a form), and focus returns to it.
 */
import { padBarcode } from '@kilau/domain';
import { Input, type InputRef } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export function ScanInput(props: {
  onScan: (barcode: string) => void | Promise<void>;
  placeholder?: string;
  disabled?: boolean;
  /** Take focus back after each scan and on mount (default true). */
  keepFocus?: boolean;
  testId?: string;
  /** The field's accessible name (a placeholder is no name). */
  ariaLabel?: string;
  /** Set when a `<label for>` names the field; then no aria-label is added. */
  id?: string;
}) {
  const [value, setValue] = useState('');
  const ref = useRef<InputRef>(null);
  const keep = props.keepFocus ?? true;
  useEffect(() => {
    if (keep) ref.current?.focus();
  }, [keep]);
  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
    const v = value.trim();
    if (!v) return;
    setValue('');
    await props.onScan(padBarcode(v));
    if (keep) ref.current?.focus();
  };
  return (
    <Input
      ref={ref}
      id={props.id}
      aria-label={props.id ? undefined : (props.ariaLabel ?? 'Barcode')}
      value={value}
      disabled={props.disabled}
      inputMode="numeric"
      autoComplete="off"
      placeholder={props.placeholder ?? 'Scan / Ketik Barcode Lalu Enter'}
      onChange={(e) => setValue(e.target.value.replace(/[^0-9]/g, ''))}
      onKeyDown={(e) => void onKeyDown(e)}
      data-testid={props.testId ?? 'scan-input'}
      size="large"
      style={{ fontFamily: 'monospace', letterSpacing: 1 }}
    />
  );
}
