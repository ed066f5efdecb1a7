/**
 * The failed-load banner of a list or form: the server's message (or `Koneksi Bermasalah`) and a reload button.
 * A time-out is left to the blocking time-out dialog.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { MSG, UI } from '@kilau/domain';
import { Alert, Button } from 'antd';
import { errorText, isTimeout } from '../lib/api-error.ts';

export function LoadError(props: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  className?: string;
}) {
  const { query } = props;
  if (!query.isError || isTimeout(query.error)) return null;
  return (
    <Alert
      type="error"
      showIcon
      className={props.className ?? 'k-mb'}
      title={UI.loadFailed}
      description={errorText(query.error, MSG.noConnection)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          {UI.refresh}
        </Button>
      }
    />
  );
}
