/**
 * The business dashboard (/rental/dashboard, and the panel of /wel/dashboard): the tiles, then the last 30
 * days of rentals and revenue and the top stores — the rent records' declared charts over their statistics
 * endpoints, summed in SQL. Everything refreshes without reloading the page.
 */
import { Col, Row } from 'antd';
import { SchemaChart } from '../../../engine/chart';
import { Figures } from './Figures';
import { RentalsEnv, schemas } from './env';

export default function DashboardPage() {
  return (
    <RentalsEnv>
      <div data-testid="rental-dashboard" style={{ display: 'grid', gap: 16 }}>
        <Figures />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <SchemaChart schema={schemas.rentRecord} chart="perDay" />
          </Col>
          <Col xs={24} xl={10}>
            <SchemaChart schema={schemas.rentRecord} chart="topStores" />
          </Col>
        </Row>
      </div>
    </RentalsEnv>
  );
}
