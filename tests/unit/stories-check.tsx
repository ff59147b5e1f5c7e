/**
 * The render check behind the story tests: render a composed story and report, instead of throwing,
 * every error (render exceptions, error-boundary catches, console.error, uncaught window errors) and
 * every expected label that never appeared. Reporting lets a test assert that a broken story fails.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { EntitySchema } from '../../engine/schema/model';
import type { Registry } from '../../engine/schema/registry';
import { isPage } from '../../engine/schema/registry';
import { text, type Lang } from '../../engine/schema/resolve';
import * as preview from '../../storybook/preview';
import { keyProps } from '../../engine/crud/column-fit';

// The preview's decorators (engine stack) and globals apply to every composed story.
setProjectAnnotations(preview);

export interface StoryReport {
  errors: string[];
  missing: string[];
}

class Boundary extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Table headers of an entity a user must see whatever the width: its key columns (column priority, issue
 * 35 — the others show while they fit and otherwise wait in the column chooser).
 */
function tableLabels(e: EntitySchema, lang: Lang) {
  const shown = e.columns.filter((c) => c.table !== false && !(typeof c.table === 'object' && c.table.hide));
  const keys = keyProps(e, shown);
  return shown.filter((c) => keys.has(c.prop)).map((c) => text(c.label, lang));
}

/** Title and column labels a schema's screen must show (both panes of a master-detail page). */
export function expectedLabels(registry: Registry, name: string, lang: Lang = 'zh'): string[] {
  const found = registry.entity(name) ?? registry.page(name);
  if (!found) return [`<schema ${name}>`];
  if (!isPage(found)) return [text(found.title, lang), ...tableLabels(found, lang)];
  const parts = [registry.entity(found.layout.master), registry.entity(found.layout.detail)].filter((e): e is EntitySchema => !!e);
  return [...parts.map((e) => text(e.title, lang)), ...parts.flatMap((e) => tableLabels(e, lang))];
}

export interface CheckOptions {
  labels: string[];
  /** Table body rows that must show (sample data arrived). */
  minRows?: number;
  timeout?: number;
  play?: (canvasElement: HTMLElement) => Promise<void> | undefined;
}

export async function checkStory(Story: ComponentType, opts: CheckOptions): Promise<StoryReport> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(message).join(' ')}`);
  };
  const onWindowError = (ev: ErrorEvent) => errors.push(`uncaught: ${message(ev.error ?? ev.message)}`);
  window.addEventListener('error', onWindowError);
  const missing: string[] = [];
  try {
    let container: HTMLElement | undefined;
    try {
      await act(async () => {
        container = render(
          <Boundary onError={(e) => errors.push(`render: ${message(e)}`)}>
            <Story />
          </Boundary>,
        ).container;
      });
    } catch (e) {
      errors.push(`render: ${message(e)}`);
    }
    if (container && opts.play) await act(async () => opts.play?.(container as HTMLElement));
    // Plain tables render <tr>, virtual ones <div>: both carry .ant-table-row.
    const rows = () => document.querySelectorAll('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row').length;
    // antd spaces out two-character Chinese button texts ("重 置"): compare without whitespace.
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    const absent = () => opts.labels.filter((l) => !squeeze(document.body.textContent ?? '').includes(squeeze(l)));
    try {
      await waitFor(
        () => {
          if (errors.length) return;
          if (absent().length || rows() < (opts.minRows ?? 0)) throw new Error('not yet');
        },
        { timeout: opts.timeout ?? 5000 },
      );
    } catch {
      // Reported below.
    }
    missing.push(...absent());
    if (rows() < (opts.minRows ?? 0)) missing.push(`${opts.minRows} table rows (saw ${rows()})`);
  } finally {
    console.error = original;
    window.removeEventListener('error', onWindowError);
  }
  return { errors, missing };
}
