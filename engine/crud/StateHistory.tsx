/**
 * A record's change history under its view dialog: every state-machine transition it went through, oldest
 * first, as a timeline — the change (its label, the state before and after), who and when, and the inputs
 * given (labelled by the transition's input columns). Read from `GET <base>/state-history?id=`.
 */
import { useEffect, useState } from 'react';
import { Alert, Divider, Empty, Spin, Timeline, Typography } from 'antd';
import type { EntitySchema } from '../schema/model';
import { stateHistoryPath, text } from '../schema/resolve';
import { transitionsOf, type StateLogEntry } from '../schema/state-machine';
import { useEngine } from '../data/context';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { errorText } from './errors';

export interface StateHistoryProps {
  schema: EntitySchema;
  id: string | number;
}

/** The inputs of an entry as label and value, labelled by the transition's input columns. */
function inputPairs(schema: EntitySchema, entry: StateLogEntry, lang: 'zh' | 'en'): Array<[string, string]> {
  const inputs = transitionsOf(schema).find((t) => t.key === entry.transition)?.inputs ?? [];
  return Object.entries(entry.inputs ?? {}).map(([prop, value]) => {
    const column = inputs.find((c) => c.prop === prop);
    return [
      column ? text(column.label, lang) : prop,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ];
  });
}

export function StateHistory({ schema, id }: StateHistoryProps) {
  const { provider } = useEngine();
  const { t, lang } = useT(CRUD_NS);
  const [entries, setEntries] = useState<StateLogEntry[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    provider.options(stateHistoryPath(schema), { id }).then(
      (rows) => live && setEntries(rows as unknown as StateLogEntry[]),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [provider, schema, id]);

  return (
    <section className="crud-state-history" data-testid="state-history" aria-label={t('history')}>
      <Divider orientation="left" plain>
        {t('history')}
      </Divider>
      {error ? (
        <Alert type="error" showIcon message={t('historyFailed')} description={error} />
      ) : !entries ? (
        <Spin />
      ) : !entries.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyEmpty')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            children: (
              <div data-testid="state-history-entry">
                <Typography.Text strong>
                  {t('historyChange', { action: entry.transitionLabel, from: entry.fromLabel, to: entry.toLabel })}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {entry.createUserName} · {entry.createTime}
                  </Typography.Text>
                </div>
                {inputPairs(schema, entry, lang).map(([label, value]) => (
                  <div key={label}>{t('historyInput', { label, value })}</div>
                ))}
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
