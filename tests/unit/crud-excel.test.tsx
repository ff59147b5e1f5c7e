/**
 * Export and import buttons of a list (schema `excel`, system.param) over a provider with jobs: export
 * sends the current search, shows the job's progress and downloads the file once it is done; import runs
 * the dry run, shows the report by row and field, and stores the valid rows on request. Without the
 * button codes (or without jobs in the provider) the buttons are not offered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../engine/crud';
import type { DataProvider, ImportReport, JobApi, JobInfo } from '../../engine/data/provider';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import {
  bodyRows,
  button,
  click,
  dialog,
  param,
  paramRows,
  queryButton,
  registry,
  renderWithEngine,
  waitFor,
  within,
} from './crud-harness';

const job = (id: string, over: Partial<JobInfo>): JobInfo => ({
  id,
  kind: 'excel.export',
  status: 'queued',
  progress: 0,
  doneCount: 0,
  totalCount: 0,
  attempts: 0,
  maxAttempts: 2,
  ...over,
});

const report: ImportReport = {
  mode: 'check',
  rows: 3,
  valid: 2,
  invalid: 1,
  stored: 0,
  truncated: false,
  problems: [{ row: 3, field: 'paramKey', label: '参数键名', message: '参数键名已存在' }],
};

/** A job API whose jobs run through the given states, one per poll. */
function fakeJobs(): JobApi & { calls: string[] } {
  const calls: string[] = [];
  const states = new Map<string, JobInfo[]>();
  return {
    calls,
    async exportRows(_e, params) {
      calls.push(`export ${JSON.stringify(params)}`);
      states.set('1', [
        job('1', { status: 'running', progress: 40, doneCount: 40, totalCount: 100 }),
        job('1', { status: 'succeeded', progress: 100, doneCount: 100, totalCount: 100, result: { rows: 100 } }),
      ]);
      return job('1', {});
    },
    async exportFile() {
      return { blob: new Blob(['x']), fileName: 'direct.xlsx' };
    },
    async importRows(_e, how) {
      calls.push(
        `import ${how.mode}${how.fromJob ? ` from ${how.fromJob}` : ''}${how.file ? ` ${how.file.name}` : ''}`,
      );
      const id = how.mode === 'check' ? '2' : '3';
      const result = how.mode === 'check' ? report : { ...report, mode: how.mode, stored: 2 };
      states.set(id, [job(id, { kind: 'excel.import', status: 'succeeded', progress: 100, result })]);
      return job(id, { kind: 'excel.import' });
    },
    async progress(id) {
      const list = states.get(id)!;
      return list.length > 1 ? list.shift()! : list[0];
    },
    async cancel() {},
    async download(id) {
      calls.push(`download ${id}`);
      return { blob: new Blob(['x']), fileName: '参数管理.xlsx' };
    },
    async template() {
      return { blob: new Blob(['x']), fileName: 't.xlsx' };
    },
  };
}

function providerWithJobs(jobs: JobApi): DataProvider {
  return { ...createMemoryProvider({ registry, rows: { 'system.param': paramRows() } }), jobs };
}

afterEach(() => vi.restoreAllMocks());

describe('CrudPage export and import (system.param)', () => {
  it('exports the current search with progress, then downloads the file once', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const jobs = fakeJobs();
    renderWithEngine(<CrudPage schema={param} />, { provider: providerWithJobs(jobs) });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await click(button('导出'));
    const d = await waitFor(dialog); // the dialogs are a lazy chunk (engine/crud/excel-dialogs.tsx)
    expect(within(d).getByText('导出 · 参数管理')).toBeInTheDocument();
    await waitFor(() => expect(within(d).getByTestId('job-progress').dataset.status).toBe('succeeded'), {
      timeout: 5000,
    });
    expect(within(d).getByText(/100 \/ 100 行/)).toBeInTheDocument();
    expect(within(d).getByText('已导出 100 行，文件已开始下载（保留 24 小时）')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['参数管理.xlsx']));
    expect(jobs.calls).toEqual(['export {}', 'download 1']);
  });

  it('imports: the dry run report by row and field, then the valid rows', async () => {
    const jobs = fakeJobs();
    let refreshed = 0;
    const provider = providerWithJobs(jobs);
    const page = provider.page.bind(provider);
    provider.page = async (...args) => {
      refreshed++;
      return page(...args);
    };
    renderWithEngine(<CrudPage schema={param} />, { provider });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await click(button('导入'));
    const d = await waitFor(dialog);
    expect(button('校验文件', d)).toBeDisabled();
    const input = d.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File(['x'], 'params.xlsx');
    await waitFor(() => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
      expect(button('校验文件', d)).not.toBeDisabled();
    });
    await click(button('校验文件', d));
    const shown = await within(d).findByTestId('import-report');
    const cells = Array.from(shown.querySelectorAll('.ant-table-tbody tr.ant-table-row td')).map(
      (td) => td.textContent,
    );
    expect(cells).toEqual(['3', '参数键名', '参数键名已存在']);
    expect(button('全部导入（3 行）', d)).toBeDisabled();
    const before = refreshed;
    await click(button('仅导入通过的 2 行', d));
    expect(await within(d).findByText('已导入 2 行')).toBeInTheDocument();
    expect(jobs.calls).toEqual(['import check params.xlsx', 'import valid from 2']);
    await waitFor(() => expect(refreshed).toBeGreaterThan(before));
  });

  it('offers neither without the button codes, nor without jobs in the provider', async () => {
    renderWithEngine(<CrudPage schema={param} />, {
      provider: providerWithJobs(fakeJobs()),
      permissions: { param_view: true, param_add: true },
    });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(queryButton('导出')).toBeNull();
    expect(queryButton('导入')).toBeNull();
  });
});
