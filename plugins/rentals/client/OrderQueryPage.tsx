/** The order lookup (/rental/order-query): an order by its number, with its rental, money and changes. */
import { useState } from 'react';
import { Card, Empty, Input } from 'antd';
import { useT } from '../../../engine/i18n';
import { RentalsEnv } from './env';
import { RENTALS_NS } from './locale';
import { OrderDetail } from './OrderDetail';

export default function OrderQueryPage() {
  const { t } = useT(RENTALS_NS);
  const [number, setNumber] = useState('');
  return (
    <RentalsEnv>
      <Card data-testid="order-query">
        <Input.Search
          aria-label={t('query.placeholder')}
          placeholder={t('query.placeholder')}
          enterButton={t('query.search')}
          allowClear
          maxLength={32}
          style={{ maxWidth: 480, marginBottom: 16 }}
          onSearch={(v) => setNumber(v.trim())}
        />
        {number ? <OrderDetail key={number} orderNumber={number} /> : <Empty description={t('query.empty')} />}
      </Card>
    </RentalsEnv>
  );
}
