/** A caption above a filter control (antd controls are not native inputs a <label> could own). */
import type { ReactNode } from 'react';

export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="k-field">
      <span>{label}</span>
      {children}
    </div>
  );
}
