/** Date-mismatch screen (spec §2.2, §4): the shop day is behind today; only closing the store moves on. */
import { formatTanggal, MSG, UI } from '@kilau/domain';
import { Button, Result } from 'antd';
import { useCloseStore } from '../../features/auth/CloseStoreProvider.tsx';
import { today, useSession } from '../../lib/session.ts';

export function DateMismatch() {
  const u = useSession()?.user;
  const { start, running } = useCloseStore();
  return (
    <Result
      className="k-result"
      status="warning"
      title={<span data-testid="date-mismatch">{MSG.dateMismatch}</span>}
      subTitle={
        <span className="k-mismatch-dates">
          {UI.systemDate}: <b>{formatTanggal(u?.tgl_system)}</b>
          <span className="k-dot">·</span>
          {UI.today}: <b>{formatTanggal(today())}</b>
        </span>
      }
      extra={
        <Button
          type="primary"
          danger
          size="large"
          loading={running}
          onClick={() => void start()}
          data-testid="close-now"
        >
          {MSG.dateMismatchButton}
        </Button>
      }
    />
  );
}
