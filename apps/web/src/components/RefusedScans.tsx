/**
 * The refused scans of a counter (issue 25 field 13): every code the counter did not take stays listed, newest first,
 * with the code and the reason, until the cashier dismisses it (or the transaction is finished / cleared) — a later
 * good scan in a scanner burst never hides one — and each refusal plays the audible cue (lib/cue.ts).
 * `useRefusedScans` holds the list; `<RefusedScans>` shows it. Used by the sales and the buy-back counters.
 */
import { Alert } from 'antd';
import { useCallback, useState } from 'react';
import { refusedCue } from '../lib/cue.ts';

export type RefusedScan = { code: string; message: string };

export function useRefusedScans() {
  const [list, setList] = useState<RefusedScan[]>([]);
  /** Refuse a code: listed on top (a code refused again moves up with its latest reason), with the cue. */
  const refuse = useCallback((code: string, message: string) => {
    setList((r) => [{ code, message }, ...r.filter((x) => x.code !== code)]);
    refusedCue();
  }, []);
  const dismiss = useCallback((code: string) => setList((r) => r.filter((x) => x.code !== code)), []);
  const clear = useCallback(() => setList([]), []);
  return { list, refuse, dismiss, clear };
}

export function RefusedScans(props: { list: RefusedScan[]; onDismiss: (code: string) => void }) {
  return props.list.map((r) => (
    <div key={r.code} data-testid={`scan-refused-${r.code}`}>
      <Alert
        type="error"
        showIcon
        closable
        onClose={() => props.onDismiss(r.code)}
        title={
          <span>
            <b data-testid="scan-refused-code" style={{ fontFamily: 'monospace' }}>
              {r.code}
            </b>
            {' — '}
            <span data-testid="scan-error">{r.message}</span>
          </span>
        }
        className="k-mb"
      />
    </div>
  ));
}
