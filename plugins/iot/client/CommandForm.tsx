/**
 * One command of the drawer: its inputs as a schema form (engine SchemaForm — the rules the server checks
 * again, messages in the user's language), a send (or read) button, and the outcome under it: the
 * device's answer, or the reason it was not carried out (offline, no answer in time, refused...).
 */
import { useEffect, useMemo, useState } from 'react';
import { createForm } from '@formily/core';
import { Alert, Button, Descriptions, Space } from 'antd';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import { useT } from '../../../engine/i18n';
import { currentValues, type IotCommand } from '../plugin';
import { sendCommand, type CommandResult, type DeviceRef } from './calls';
import { IOT_NS } from './locale';

const shown = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));

function Answer({ data }: { data: Record<string, unknown> }) {
  const { t } = useT(IOT_NS);
  const label = (key: string) => t(`answer.${key}`, { defaultValue: key });
  const entries = Object.entries(data);
  if (!entries.length) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      items={entries.map(([k, v]) => ({ key: k, label: label(k), children: shown(v) }))}
    />
  );
}

export interface CommandFormProps {
  cmd: IotCommand;
  device: DeviceRef;
  /** After the device answered (the drawer reads the device again). */
  onAnswered?: (cmd: IotCommand) => void;
  /** The device's last read state: the inputs open with its current values. */
  state?: unknown;
}

export function CommandForm({ cmd, device, onAnswered, state }: CommandFormProps) {
  const { t } = useT(IOT_NS);
  const form = useMemo(() => createForm(), []);
  // Initial values fill only what the operator has not typed (Formily keeps modified fields), so a state read
  // after a command never overwrites input in progress.
  useEffect(() => {
    const values = currentValues(cmd.placement, state);
    if (Object.keys(values).length) form.setInitialValues(values);
  }, [form, cmd, state]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CommandResult>();

  const run = async () => {
    try {
      await form.validate();
    } catch {
      return; // the form shows what is wrong
    }
    setBusy(true);
    setResult(undefined);
    const values = JSON.parse(JSON.stringify(form.values ?? {})) as Record<string, unknown>;
    const outcome = await sendCommand(cmd, device, values);
    setBusy(false);
    setResult(outcome);
    if (outcome.ok) onAnswered?.(cmd);
  };

  return (
    <div data-testid={`iot-cmd-${cmd.key}`}>
      {cmd.inputs.length > 0 && <SchemaForm form={form} columns={cmd.inputs} mode="add" />}
      <Space>
        <Button type="primary" loading={busy} onClick={() => void run()}>
          {cmd.read ? t('read') : t('send')}
        </Button>
      </Space>
      {result?.ok === true && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          message={t('answered')}
          description={<Answer data={result.data} />}
          data-testid="iot-answer"
        />
      )}
      {result?.ok === false && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={t('failed')}
          description={result.message}
          data-testid="iot-failure"
        />
      )}
    </div>
  );
}
