/**
 * A document as the back office reads it (issue 27): its header fields, its lines, its payments, and what the
 * document adds below (more tables) — one layout for the order, the repair and the loan, each declaring only its
 * fields and columns. `dash`, `withHp` and `kodeNama` are the header's shared wordings.
 */
import { Descriptions, type DescriptionsProps, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

export type DetailField = NonNullable<DescriptionsProps['items']>[number];

/** A blank text shown as `-`. */
export const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');
/** `NAMA (08…)`, or the name alone. */
export const withHp = (nama: string, hp: string | null | undefined) => `${nama}${hp ? ` (${hp})` : ''}`;
/** `KODE - NAMA` of what is known. */
export const kodeNama = (kode: string | null | undefined, nama: string | null | undefined) =>
  [kode, nama].filter(Boolean).join(' - ');

export function DocumentDetail<Line extends object>(props: {
  testId: string;
  header: readonly DetailField[];
  lines: { rows: readonly Line[]; rowKey: keyof Line & string; columns: ColumnsType<Line> };
  /** The payment lines (with change) under their title; absent when none were taken. */
  payments?: { title: string; items: readonly DetailField[] };
  children?: ReactNode;
}) {
  return (
    <div data-testid={props.testId}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} className="k-mb" items={[...props.header]} />
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey={props.lines.rowKey}
        dataSource={[...props.lines.rows]}
        className="k-mb"
        columns={props.lines.columns}
      />
      {props.payments && (
        <Descriptions
          size="small"
          bordered
          column={1}
          title={props.payments.title}
          className="k-mb"
          items={[...props.payments.items]}
        />
      )}
      {props.children}
    </div>
  );
}
