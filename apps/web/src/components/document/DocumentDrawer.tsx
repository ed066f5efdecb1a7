/**
 * The detail drawer of a document list: reads one document by its number, shows `Cetak Ulang Nota` in the header,
 * and renders the declaration's body (the detail and its actions). An action's answer (the document as the server now
 * holds it) replaces the read; an answer naming another document (a renewal's new loan) reads the opened one again.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { MSG } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-error.ts';

export type DocumentDrawerSpec<Doc> = {
  /** `Detail <title> <no>`. */
  title: string;
  size: number;
  /** The read's key of one document. */
  key: (no: string) => readonly unknown[];
  fetch: (no: string) => Promise<Doc>;
  /** The number of a document (to store an action's answer under its key). */
  no: (d: Doc) => string;
  printTestId?: string;
  /** The body: `done` stores an action's answer. */
  render: (d: Doc, done: (d: Doc) => void) => ReactNode;
};

export function DocumentDrawer<Doc>(props: {
  spec: DocumentDrawerSpec<Doc>;
  no?: string;
  onClose: () => void;
  onPrint: (no: string) => void;
}) {
  const { spec } = props;
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: spec.key(props.no ?? '-'),
    queryFn: () => spec.fetch(props.no as string),
    enabled: !!props.no,
  });
  const done = (d: Doc) => {
    qc.setQueryData(spec.key(spec.no(d)), d);
    if (q.data && spec.no(d) !== spec.no(q.data)) void q.refetch();
  };
  return (
    <Drawer
      open={!!props.no}
      onClose={props.onClose}
      size={spec.size}
      title={`Detail ${spec.title} ${props.no ?? ''}`}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!q.data}
          onClick={() => props.onPrint(props.no ?? '')}
          data-testid={spec.printTestId}
        >
          Cetak Ulang Nota
        </Button>
      }
    >
      {q.isLoading && <Spin />}
      {q.error && <Alert type="error" showIcon title={errorText(q.error, MSG.noConnection)} />}
      {q.data && spec.render(q.data, done)}
    </Drawer>
  );
}
