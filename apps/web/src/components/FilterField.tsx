/**
 * A caption above a filter control. The caption is a `<label>` pointing at the control: the control gets an id
 * unless it brings its own (antd Input/Select/DatePicker put the id on their inner input).
 */
import { cloneElement, isValidElement, type ReactNode, useId } from 'react';

export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  const own = useId();
  const child = isValidElement<{ id?: string }>(children) ? children : null;
  const id = child?.props.id ?? own;
  return (
    <div className="k-field">
      <label htmlFor={id}>{label}</label>
      {child ? cloneElement(child, { id }) : children}
    </div>
  );
}
