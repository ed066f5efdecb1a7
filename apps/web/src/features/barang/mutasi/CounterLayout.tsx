/** Two columns: the scan list on the left, the destination and the one submit on the right (stacked when narrow). */
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

export function CounterLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={17} xxl={18}>
        {main}
      </Col>
      <Col xs={24} xl={7} xxl={6}>
        <div className="k-side-sticky">{side}</div>
      </Col>
    </Row>
  );
}
