/**
 * 发起事务 (/work/start): the deployed, active processes the user may start (their latest versions), by
 * category. Starting a leave process opens its form route; a process of another category has no form in
 * the console yet, so its button says so instead of starting something nobody can fill in.
 */
import { Button, Card, Col, Empty, Input, Row, Space, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../../engine/i18n';
import { FLOW, type Page, type Startable } from './calls';
import { useApi, useDictLabel, WorkEnv } from './env';
import { WORK_NS } from './locale';

/** The route of a process's start form, for the categories that have one. */
const formPath = (p: Startable) => (p.category === 'leave' ? `/work/process/leave/form/${p.id}` : undefined);

function StartList() {
  const { t } = useT(WORK_NS);
  const navigate = useNavigate();
  const label = useDictLabel();
  const [name, setName] = useState('');
  const { data, isLoading } = useApi<Page<Startable>>(`${FLOW}/work/start-list`, { current: 1, size: 200, name });
  const groups = new Map<string, Startable[]>();
  for (const p of data?.records ?? []) groups.set(p.category, [...(groups.get(p.category) ?? []), p]);
  return (
    <Card data-testid="work-start">
      <Input.Search
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        allowClear
        maxLength={64}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(v) => setName(v.trim())}
      />
      <Spin spinning={isLoading}>
        {!isLoading && !groups.size && <Empty description={t('start.empty')} />}
        {[...groups].map(([category, processes]) => (
          <section key={category} style={{ marginBottom: 16 }}>
            <Typography.Title level={5}>
              {category ? label('flow_category', category) : t('start.other')}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {processes.map((p) => {
                const path = formPath(p);
                return (
                  <Col key={p.id} xs={24} sm={12} lg={8} xl={6}>
                    <Card size="small" title={<span data-user-text>{p.name}</span>} data-testid={`start-${p.key}`}>
                      <Space direction="vertical" style={{ width: '100%' }}>
                        <Typography.Text type="secondary">
                          {t('start.version', { version: p.version })} ·{' '}
                          {t('start.deployed', { time: p.deploymentTime })}
                        </Typography.Text>
                        <Tooltip title={path ? undefined : t('start.noForm')}>
                          <Button type="primary" disabled={!path} onClick={() => path && navigate(path)}>
                            {t('start.go')}
                          </Button>
                        </Tooltip>
                      </Space>
                    </Card>
                  </Col>
                );
              })}
            </Row>
          </section>
        ))}
      </Spin>
    </Card>
  );
}

export default function StartPage() {
  return (
    <WorkEnv>
      <StartList />
    </WorkEnv>
  );
}
