/**
 * The progress of a running import (issue 15): one bar fed by the upload and then by the server's events, with the
 * server's message; on failure `Terjadi Kesalahan Saat Import Data` with the reason beneath.
 */
import { IMPORT_MSG, UI } from '@kilau/domain';
import { Button, Modal, Progress } from 'antd';
import type { RunState } from './import-model.ts';

export function ImportRunModal({ run, onClose }: { run: RunState; onClose: () => void }) {
  const failed = run.status === 'exception';
  return (
    <Modal
      open={run.open}
      centered
      width={520}
      title={
        <span data-testid="import-run-title">
          {run.kind === 'preview' ? 'Memeriksa File Import' : 'Proses Import Data'}
        </span>
      }
      closable={failed}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      footer={
        failed ? (
          <Button onClick={onClose} data-testid="import-run-close">
            {UI.close}
          </Button>
        ) : null
      }
    >
      <div className="k-impor-run" data-testid="import-run">
        <Progress
          percent={run.percentage}
          status={run.status === 'active' ? 'active' : run.status}
          data-testid="import-progress"
        />
        <span data-testid="import-progress-percent" className="k-visually-hidden">
          {run.percentage}
        </span>
        {failed ? (
          <div className="k-impor-fail">
            <b className="k-danger" data-testid="import-fail-title">
              {IMPORT_MSG.fail}
            </b>
            <span data-testid="import-fail-reason">{run.reason}</span>
          </div>
        ) : (
          <span className="k-muted" data-testid="import-progress-message">
            {run.message}
          </span>
        )}
      </div>
    </Modal>
  );
}
