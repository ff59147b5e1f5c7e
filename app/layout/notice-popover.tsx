/**
 * Notices of the top bar (spec §2): a 350 px popover with mail / messages / notices tabs over a 300 px
 * list of sample entries, each with a status tag (spec §4: 0 started, 1 not started, 3 error, 4 finished).
 */
import { Badge, Button, List, Popover, Tabs, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';

const STATUS: Record<number, { key: string; color: string }> = {
  0: { key: 'started', color: 'processing' },
  1: { key: 'notStarted', color: 'default' },
  3: { key: 'error', color: 'error' },
  4: { key: 'finished', color: 'success' },
};

/** Sample data only, as the spec says; the texts come from the locale so they follow the language. */
const SAMPLE: Record<string, Array<{ n: number; status: number; time: string }>> = {
  mail: [
    { n: 1, status: 0, time: '2026-11-20 09:30' },
    { n: 2, status: 4, time: '2026-11-19 16:05' },
  ],
  messages: [
    { n: 1, status: 1, time: '2026-11-21 10:12' },
    { n: 2, status: 3, time: '2026-11-18 14:40' },
  ],
  notices: [
    { n: 1, status: 4, time: '2026-11-17 08:00' },
    { n: 2, status: 0, time: '2026-11-16 18:20' },
    { n: 3, status: 1, time: '2026-11-15 11:45' },
  ],
};

export function NoticePopover() {
  const { t } = useT(APP_NS);
  const total = Object.values(SAMPLE).reduce((n, l) => n + l.length, 0);
  const content = (
    <div style={{ width: 350 }} data-testid="notice-panel">
      <Tabs
        size="small"
        items={Object.entries(SAMPLE).map(([kind, list]) => ({
          key: kind,
          label: t(`notice.${kind}`),
          children: (
            <List
              style={{ height: 300, overflow: 'auto' }}
              dataSource={list}
              renderItem={(it) => (
                <List.Item
                  extra={<Tag color={STATUS[it.status].color}>{t(`notice.status.${STATUS[it.status].key}`)}</Tag>}
                >
                  <List.Item.Meta title={t(`notice.sample.${kind}${it.n}`)} description={it.time} />
                </List.Item>
              )}
            />
          ),
        }))}
      />
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Badge count={total} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          className="tc-header-item"
          icon={<BellOutlined />}
          aria-label={t('notice.title')}
          data-testid="notices"
        />
      </Badge>
    </Popover>
  );
}
