/** `/blank`, `/privacy-policy`, `/terms-and-conditions`: they only set the page title (spec §2.1). */
import { findRoute, UI } from '@kilau/domain';
import { Card, Empty } from 'antd';

export function StaticPage({ path }: { path: string }) {
  return (
    <Card size="small" className="k-card" data-testid="static-page">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={findRoute(path)?.title ?? UI.staticPageText}>
        <span className="k-muted">{UI.staticPageText}</span>
      </Empty>
    </Card>
  );
}

export default StaticPage;
