/**
 * The designer's side panel: the properties of the element selected on the canvas, written straight into
 * the drawing through bpmn-js's modeling (so undo / redo covers them):
 * - every element: its name (the id is shown, not edited — the server names elements by it);
 * - a user task: who does it, in Flowable's attributes (FLOWABLE_MODDLE) — one assignee (a user, or an
 *   expression such as `${taskUser}`, the approver chosen at the start), or candidate users and candidate
 *   roles whose users may claim it;
 * - a sequence flow: its condition (`${pass}`, `${days > 3}`...), required on each way out of an
 *   exclusive gateway;
 * - nothing selected: the process itself (its id is the model key, its name shown in the lists).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- bpmn-js elements and services are untyped */
import { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Checkbox, Empty, Form, Input, Select, Space, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useT } from '../../../../engine/i18n';
import { roleOptions, searchUsers } from './calls';
import { DESIGN_NS } from './locale';

export interface ModelerLike {
  get: (service: string) => any;
  on: (event: string, fn: (e: any) => void) => void;
  off: (event: string, fn: (e: any) => void) => void;
}

/** The element selected (or the process when none), re-read whenever the drawing changes. */
function useSelection(modeler: ModelerLike) {
  const [element, setElement] = useState<any>(() => modeler.get('canvas').getRootElement());
  const [, setVersion] = useState(0);
  useEffect(() => {
    const canvas = modeler.get('canvas');
    const onSelect = (e: any) => setElement(e.newSelection?.length === 1 ? e.newSelection[0] : canvas.getRootElement());
    const onChange = () => setVersion((v) => v + 1);
    modeler.on('selection.changed', onSelect);
    modeler.on('elements.changed', onChange);
    return () => {
      modeler.off('selection.changed', onSelect);
      modeler.off('elements.changed', onChange);
    };
  }, [modeler]);
  return element;
}

const typeKey = (type: string) => type.replace('bpmn:', '');

export function PropertiesPanel({ modeler }: { modeler: ModelerLike }) {
  const { t } = useT(DESIGN_NS);
  const element = useSelection(modeler);
  const bo = element?.businessObject;
  if (!bo) return <Empty description={t('panel.none')} />;
  const modeling = modeler.get('modeling');
  const set = (props: Record<string, unknown>) => modeling.updateProperties(element, props);
  const type = typeKey(String(bo.$type));
  const isProcess = type === 'Process';
  const isFlow = type === 'SequenceFlow';
  return (
    <Form layout="vertical" size="small" data-testid="bpmn-properties" key={bo.id}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t(`type.${type}`, { defaultValue: type })}
      </Typography.Title>
      <Form.Item label={isProcess ? t('panel.processKey') : t('panel.id')}>
        <Typography.Text code copyable>
          {bo.id}
        </Typography.Text>
      </Form.Item>
      <Form.Item label={isProcess ? t('panel.processName') : t('panel.name')}>
        <Input
          aria-label={t('panel.name')}
          value={bo.name ?? ''}
          maxLength={64}
          onChange={(e) => (isProcess ? set({ name: e.target.value }) : modeling.updateLabel(element, e.target.value))}
        />
      </Form.Item>
      {type === 'UserTask' && <UserTaskFields bo={bo} set={set} />}
      {isFlow && <ConditionField modeler={modeler} element={element} />}
      {type === 'ExclusiveGateway' && <Typography.Paragraph type="secondary">{t('panel.gatewayHelp')}</Typography.Paragraph>}
    </Form>
  );
}

function UserTaskFields({ bo, set }: { bo: any; set: (props: Record<string, unknown>) => void }) {
  const { t } = useT(DESIGN_NS);
  const { data: roles } = useSWR(['flow-design-roles'], roleOptions, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [userQuery, setUserQuery] = useState('');
  const { data: users } = useSWR(['flow-design-users', userQuery], () => searchUsers(userQuery), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  const read = (key: string): string => String(bo.get(`flowable:${key}`) ?? '');
  const list = (key: string) => read(key).split(',').map((s) => s.trim()).filter(Boolean);
  // An empty attribute is removed from the drawing, not written as "".
  const write = (key: string, value: string) => set({ [`flowable:${key}`]: value.trim() || undefined });
  const userOptions = useMemo(
    () => (users ?? []).map((u) => ({ value: String(u.id), label: `${u.realName || u.account} (${u.account})` })),
    [users],
  );
  const assigneeOptions = [
    { value: '${taskUser}', label: t('panel.taskUser') },
    { value: '${startUser}', label: t('panel.startUser') },
    ...userOptions,
  ];
  const roleChoices = (roles ?? []).map((r) => ({ value: r.roleAlias || String(r.id), label: `${r.roleName} (${r.roleAlias || r.id})` }));
  const assignee = read('assignee');
  const nobody = !assignee && !list('candidateUsers').length && !list('candidateGroups').length;
  return (
    <>
      <Form.Item label={t('panel.assignee')} extra={t('panel.assigneeHelp')}>
        <AutoComplete
          aria-label={t('panel.assignee')}
          value={assignee}
          options={assigneeOptions}
          allowClear
          onSearch={setUserQuery}
          onChange={(v) => write('assignee', String(v ?? ''))}
          placeholder="${taskUser}"
        />
      </Form.Item>
      <Form.Item label={t('panel.candidateUsers')} extra={assignee ? t('panel.assigneeWins') : undefined}>
        <Select
          aria-label={t('panel.candidateUsers')}
          mode="tags"
          value={list('candidateUsers')}
          options={userOptions}
          onSearch={setUserQuery}
          filterOption={false}
          tokenSeparators={[',']}
          onChange={(v: string[]) => write('candidateUsers', v.join(','))}
          placeholder={t('panel.candidateUsersPlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('panel.candidateGroups')} extra={assignee ? t('panel.assigneeWins') : t('panel.candidateGroupsHelp')}>
        <Select
          aria-label={t('panel.candidateGroups')}
          mode="tags"
          value={list('candidateGroups')}
          options={roleChoices}
          tokenSeparators={[',']}
          optionFilterProp="label"
          onChange={(v: string[]) => write('candidateGroups', v.join(','))}
          placeholder={t('panel.candidateGroupsPlaceholder')}
        />
      </Form.Item>
      {nobody && <Tag color="warning">{t('panel.nobody')}</Tag>}
    </>
  );
}

const CONDITIONS = ['${pass}', '${!pass}', '${days > 3}', '${days <= 3}'];

function ConditionField({ modeler, element }: { modeler: ModelerLike; element: any }) {
  const { t } = useT(DESIGN_NS);
  const bo = element.businessObject;
  const source = bo.sourceRef;
  const fromGateway = /Gateway$/.test(String(source?.$type ?? ''));
  const body = String(bo.conditionExpression?.body ?? '');
  const isDefault = source?.default === bo;
  const write = (text: string) => {
    const value = text.trim();
    const expression = value ? modeler.get('moddle').create('bpmn:FormalExpression', { body: value }) : undefined;
    modeler.get('modeling').updateProperties(element, { conditionExpression: expression });
  };
  // The default flow of an exclusive gateway is taken when no condition holds, and needs none.
  const setDefault = (on: boolean) => {
    const gatewayShape = modeler.get('elementRegistry').get(source.id);
    modeler.get('modeling').updateProperties(gatewayShape, { default: on ? bo : undefined });
  };
  return (
    <>
      {String(source?.$type) === 'bpmn:ExclusiveGateway' && (
        <Form.Item>
          <Checkbox checked={isDefault} onChange={(e) => setDefault(e.target.checked)}>
            {t('panel.defaultFlow')}
          </Checkbox>
        </Form.Item>
      )}
      <Form.Item
        label={t('panel.condition')}
        extra={fromGateway ? t('panel.conditionHelp') : t('panel.conditionPlain')}
        required={fromGateway && String(source.$type) === 'bpmn:ExclusiveGateway' && !isDefault}
      >
        <Input aria-label={t('panel.condition')} value={body} maxLength={200} placeholder="${pass}" onChange={(e) => write(e.target.value)} />
      </Form.Item>
      <Space size={[4, 4]} wrap>
        {CONDITIONS.map((c) => (
          <Tag key={c} color={c === body ? 'blue' : undefined} style={{ cursor: 'pointer' }} onClick={() => write(c)}>
            {t(`cond.${CONDITIONS.indexOf(c)}`)} <code>{c}</code>
          </Tag>
        ))}
      </Space>
    </>
  );
}
