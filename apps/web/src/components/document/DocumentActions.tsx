/**
 * The actions of a document's detail: one card per declared action its state allows and the user's menu grants
 * (`shownActions`), its form given by the document; an action declared with `otorisasi` asks a supervisor through the
 * one OtorisasiModal before its call. `useDocumentWrite` is the call every action makes: the write, the answer
 * stored, `Data Berhasil Disimpan` (a toast when a receipt follows) or the refusal.
 */
import type { OtorisasiDetail } from '@kilau/domain';
import { MSG } from '@kilau/domain';
import type { QueryKey } from '@tanstack/react-query';
import { Card } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import type { WriteResult } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { useCanEach } from '../../lib/use-can.ts';
import { useWrite } from '../../lib/use-write.ts';
import { notify } from '../notify.tsx';
import { OtorisasiModal, type OtorisasiValues } from '../OtorisasiModal.tsx';
import { actionTitle, type DocumentActionSpec, shownActions } from './document-actions.ts';

export function useDocumentWrite<Doc>(invalidates: readonly QueryKey[], onDone: (d: Doc) => void) {
  const write = useWrite({ invalidates });
  /** `toast`: a receipt follows, so the success is a toast (as at the counters), not a dialog over it. */
  async function run(path: string, body: unknown, method: 'put' | 'post' = 'put', toast = false) {
    try {
      const res = await write.send<WriteResult<Doc>>({ path, body, method });
      onDone(res.data);
      if (toast) notify.toast.success(MSG.saveOk);
      else void notify.success(MSG.saveOk);
      return res.data;
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
      return undefined;
    }
  }
  return { run, saving: write.saving };
}

/** What an approved action sends, and what the supervisor is shown. */
export type Approval = {
  noRef: string;
  detail?: OtorisasiDetail;
  description: string;
  send: (grant: OtorisasiValues) => Promise<unknown>;
};

export function DocumentActions<Doc, K extends string>(props: {
  d: Doc;
  spec: DocumentActionSpec<Doc, K>;
  /** Each action's form; `ask` opens its supervisor's approval. */
  forms: Record<K, (ask: () => void) => ReactNode>;
  approvals?: Partial<Record<K, Approval>>;
  saving: boolean;
  testId: string;
  children?: ReactNode;
}) {
  const can = useCanEach();
  const [asking, setAsking] = useState<K>();
  const shown = shownActions(props.spec, props.d, can);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid={props.testId}>
      {shown.map((k) =>
        props.spec[k].bare ? (
          <Fragment key={k}>{props.forms[k](() => setAsking(k))}</Fragment>
        ) : (
          <Card key={k} size="small" title={actionTitle(props.spec[k], props.d)}>
            {props.forms[k](() => setAsking(k))}
          </Card>
        ),
      )}
      {props.children}
      {Object.entries(props.approvals ?? {}).map(([k, a]) => {
        const o = props.spec[k as K].otorisasi;
        if (!o || !a) return null;
        const { noRef, detail, description, send } = a as Approval;
        return (
          <OtorisasiModal
            key={k}
            open={asking === k}
            title={o.title}
            jenis={o.jenis}
            no_ref={noRef}
            detail={detail}
            description={description}
            loading={props.saving}
            onOk={(g) =>
              void send(g).then((ok) => {
                if (ok) setAsking(undefined);
              })
            }
            onCancel={() => setAsking(undefined)}
          />
        );
      })}
    </div>
  );
}
