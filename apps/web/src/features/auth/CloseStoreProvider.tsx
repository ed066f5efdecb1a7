/**
 * The close-store flow (spec §4, §7.6, §8): confirmation with the from/to dates, a progress modal fed by the
 * socket's `closed-store-progress`, `PUT system/close` without the 5 s limit, then success and a reset after
 * 1 s — or the failure texts of §8. Offered by the user menu and by the date-mismatch screen.
 */
import { addDays, type CloseResult, formatRupiah, formatTanggal, MSG, UI } from '@kilau/domain';
import { Button, Modal, Progress } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm, DURATION, notify } from '../../components/notify.tsx';
import { resetToStart, session } from '../../lib/session.ts';
import { useWrite } from '../../lib/use-write.ts';
import {
  type CloseProgress,
  classifyCloseError,
  nextProgress,
  openGroups,
  validasiMenus,
} from './close-store-model.ts';

export const RESET_DELAY_MS = 1000;
const SUBSCRIBE_WAIT_MS = 3000;

type Ctx = { start: () => Promise<void>; running: boolean };
const CloseStoreContext = createContext<Ctx>({ start: async () => {}, running: false });
export const useCloseStore = () => useContext(CloseStoreContext);

const idle: CloseProgress = { open: false, percentage: 0, message: '', status: 'active' };

type Socket = {
  on: (ev: string, fn: (p: unknown) => void) => void;
  emit: (ev: string) => void;
  disconnect: () => void;
};

/** Connects and subscribes to the store's close; resolves when subscribed or after a short wait (never blocks). */
async function subscribe(token: string, onProgress: (p: unknown) => void): Promise<Socket | undefined> {
  try {
    const { io } = await import('socket.io-client');
    const socket = io({ path: '/socket.io', auth: { token }, reconnection: false });
    socket.on('closed-store-progress', onProgress);
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
      const done = () => {
        clearTimeout(t);
        resolve();
      };
      socket.once('start-closed-store', done);
      socket.once('connect_error', done);
      socket.on('connect', () => socket.emit('start-closed-store'));
    });
    return socket;
  } catch {
    return undefined;
  }
}

function Dates({ from, to }: { from: string; to: string }) {
  return (
    <div className="k-close-dates">
      <div>
        <span className="k-muted">{UI.closeFrom}</span>
        <b data-testid="close-from">{formatTanggal(from)}</b>
      </div>
      <span className="k-close-arrow">→</span>
      <div>
        <span className="k-muted">{UI.closeTo}</span>
        <b data-testid="close-to">{formatTanggal(to)}</b>
      </div>
    </div>
  );
}

export function CloseStoreProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<CloseProgress>(idle);
  const running = useRef(false);
  // the close ends the session (back to the start page), so no read is refreshed; `start` is stable, so it calls
  // the write through a ref
  const write = useWrite({ invalidates: [] });
  const send = useRef(write.send);
  send.current = write.send;

  const start = useCallback(async () => {
    const s = session.get();
    if (!s || running.current) return;
    const from = s.user.tgl_system;
    const ok = await confirm({
      title: MSG.closeConfirm,
      content: <Dates from={from} to={addDays(from, 1)} />,
      okText: UI.closeStore,
      cancelText: UI.no,
      testId: 'close-confirm',
      width: 480,
    });
    if (!ok) return;
    running.current = true;
    setProgress({ open: true, percentage: 0, message: UI.closeStarting, status: 'active' });
    const socket = await subscribe(s.token, (p) => setProgress((cur) => nextProgress(cur, p)));
    try {
      const res = await send.current<CloseResult>({
        method: 'put',
        path: 'system/close',
        body: { PROSES: 'close' },
        long: true,
        onInvalidToken: 'throw',
      });
      setProgress((cur) => ({ ...cur, percentage: 100, message: res?.message || MSG.closeOk, status: 'success' }));
      void notify.success(MSG.closeOk);
      setTimeout(resetToStart, RESET_DELAY_MS);
    } catch (e) {
      running.current = false;
      const f = classifyCloseError(e);
      if (f.kind === 'timeout') {
        setProgress(idle);
      } else if (f.kind === 'closed-by-other') {
        setProgress(idle);
        session.clear();
        void notify.error(f.text);
        setTimeout(() => window.location.replace('/'), DURATION.error);
      } else if (f.kind === 'refused') {
        setProgress((cur) => ({ ...cur, open: true, message: f.text, status: 'exception', belumValid: f.belumValid }));
        void notify.error(f.text);
      } else {
        setProgress(idle);
        void notify.error(f.text);
      }
    } finally {
      socket?.disconnect();
    }
  }, []);

  const done = progress.status !== 'active';
  return (
    <CloseStoreContext.Provider value={{ start, running: progress.open && !done }}>
      {children}
      <Modal
        open={progress.open}
        title={<span data-testid="close-progress-title">{UI.closeProgressTitle}</span>}
        closable={progress.status === 'exception'}
        mask={{ closable: false }}
        keyboard={false}
        centered
        onCancel={() => setProgress(idle)}
        footer={
          progress.status === 'exception' ? (
            <>
              {/* loans wait on their own validation screen (issue 14): one button per screen that has work */}
              {validasiMenus(progress.belumValid ?? []).map((m, i, all) => (
                <Button
                  key={m.path}
                  type={i === 0 ? 'primary' : 'default'}
                  onClick={() => {
                    setProgress(idle);
                    navigate(m.path);
                  }}
                  data-testid={i === 0 ? 'close-progress-validate' : 'close-progress-validate-hutang'}
                >
                  {all.length === 1 ? 'Validasi Sekarang' : m.label}
                </Button>
              ))}
              <Button onClick={() => setProgress(idle)} data-testid="close-progress-close">
                {UI.close}
              </Button>
            </>
          ) : null
        }
      >
        <div className="k-close-progress" data-testid="close-progress">
          <Progress
            type="circle"
            percent={progress.percentage}
            status={progress.status === 'active' ? 'active' : progress.status}
            size={120}
          />
          <div className="k-close-progress-text">
            <span data-testid="close-progress-percent" className="k-visually-hidden">
              {progress.percentage}
            </span>
            {progress.status === 'exception' && <b className="k-danger">{UI.closeRefused}</b>}
            <span data-testid="close-progress-message">{progress.message}</span>
          </div>
          {!!progress.belumValid?.length && (
            <div className="k-close-open-wrap">
              <table className="k-close-open" data-testid="close-progress-open">
                {/* every kind at once (issue 25 item 36): its count and total, then its first documents */}
                {openGroups(progress.belumValid).map((g) => (
                  <tbody key={g.jenis} data-testid={`close-open-${g.jenis}`}>
                    <tr className="k-close-kind">
                      <td colSpan={2}>
                        {g.label} ({formatRupiah(g.count)})
                      </td>
                      <td style={{ textAlign: 'right' }}>Rp {formatRupiah(g.total)}</td>
                    </tr>
                    {g.shown.map((x) => (
                      <tr key={x.nomor}>
                        <td>{x.jenis}</td>
                        <td>{x.nomor}</td>
                        <td style={{ textAlign: 'right' }}>Rp {formatRupiah(x.jumlah)}</td>
                      </tr>
                    ))}
                    {g.more > 0 && (
                      <tr>
                        <td colSpan={3}>
                          Dan {formatRupiah(g.more)} {g.label} Lainnya
                        </td>
                      </tr>
                    )}
                  </tbody>
                ))}
              </table>
            </div>
          )}
        </div>
      </Modal>
    </CloseStoreContext.Provider>
  );
}
