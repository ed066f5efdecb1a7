/**
 * Preview of the labels of chosen pieces with the two ways out: the print-ready page (browser print dialog,
 * `@page` sized to the label) and the PDF of the same labels. Used by cetak barcode and after tambah data barang.
 */
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { MSG } from '@kilau/domain';
import { Button, Empty, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { today } from '../../../lib/session.ts';
import type { LabelPiece } from './label-model.ts';
import {
  downloadLabelsPdf,
  LABEL_CSS,
  labelHtml,
  openPrintPage,
  type RenderedLabel,
  renderLabels,
} from './label-render.ts';

export const POPUP_BLOCKED = 'Jendela Cetak Diblokir Browser, Izinkan Popup Untuk Mencetak Label';

export function LabelPanel(props: { pieces: readonly LabelPiece[]; testId?: string; compact?: boolean }) {
  const [labels, setLabels] = useState<RenderedLabel[] | null>(null);
  const id = props.testId ?? 'label';
  // Re-render only when the set of pieces changes, not on every parent render.
  const key = props.pieces.map((p) => `${p.kode_barcode}:${p.berat}:${p.harga_jual ?? ''}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the pieces' content
  useEffect(() => {
    let live = true;
    setLabels(null);
    renderLabels(props.pieces).then(
      (l) => live && setLabels(l),
      () => live && setLabels([]),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const html = useMemo(() => (labels ?? []).map(labelHtml).join(''), [labels]);

  if (!props.pieces.length) return <Empty description={MSG.noData} data-testid={`${id}-empty`} />;
  return (
    <div data-testid={`${id}-panel`}>
      <Space wrap className="k-mb">
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!labels?.length}
          onClick={() => labels && !openPrintPage(labels) && void notify.error(POPUP_BLOCKED)}
          data-testid={`${id}-print`}
        >
          Cetak Label ({props.pieces.length})
        </Button>
        <Button
          icon={<FilePdfOutlined />}
          disabled={!labels?.length}
          onClick={() => labels && void downloadLabelsPdf(labels, `label-barcode-${today()}`)}
          data-testid={`${id}-pdf`}
        >
          Download PDF
        </Button>
        <span className="k-muted">Kertas Label 60 × 25 mm, Satu Label Per Halaman</span>
      </Space>
      {labels ? (
        <div
          className={`k-label-preview${props.compact ? ' k-label-preview-compact' : ''}`}
          data-testid={`${id}-preview`}
        >
          <style>{LABEL_CSS}</style>
          {/* labelHtml escapes every text; the images are data URLs we made */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped label markup shared with the print page */}
          <div className="k-label-grid" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      ) : (
        <Spin />
      )}
    </div>
  );
}
