/**
 * The backup's progress over the realtime socket (issue 26): while the owner screen is open it listens to the
 * store's owners' events `backup-progress` { id, phase, percent } and `backup-done` { id, status, message }. The
 * socket is opened with the page, before any "Cadangkan Sekarang", so the first reports are not missed; a missing
 * socket only costs the bar its live half (the status read still shows a running backup).
 */
import {
  BACKUP_EVENTS,
  type BackupDoneEvent,
  type BackupRunning,
  backupDoneEventSchema,
  backupProgressEventSchema,
} from '@kilau/domain';
import { useEffect, useRef } from 'react';
import { session } from '../../lib/session.ts';

export type BackupSocketHandlers = {
  onProgress: (p: BackupRunning) => void;
  onDone: (d: BackupDoneEvent) => void;
};

export function useBackupSocket(h: BackupSocketHandlers): void {
  const handlers = useRef(h);
  handlers.current = h;
  useEffect(() => {
    const token = session.get()?.token;
    if (!token) return;
    let closed = false;
    let disconnect = () => {};
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io({ path: '/socket.io', auth: { token }, reconnection: true });
        socket.on(BACKUP_EVENTS.progress, (p: unknown) => {
          const r = backupProgressEventSchema.safeParse(p);
          if (r.success) handlers.current.onProgress(r.data);
        });
        socket.on(BACKUP_EVENTS.done, (p: unknown) => {
          const r = backupDoneEventSchema.safeParse(p);
          if (r.success) handlers.current.onDone(r.data);
        });
        disconnect = () => socket.disconnect();
      })
      .catch(() => {});
    return () => {
      closed = true;
      disconnect();
    };
  }, []);
}
