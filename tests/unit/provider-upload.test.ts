/** The console's provider uploads (image / upload fields need it, else they only take a link). */
import { beforeEach, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../engine/data/create-provider';
import { PUT_FILE_URL } from '../../engine/data/files';
import { configureTransport, createHttp, resetTransport } from '../../engine/data/transport';
import { installFakeAdapter, ok, type Recorded } from './transport-fake-adapter';

const http = createHttp();
let calls: Recorded[];

beforeEach(() => {
  resetTransport();
  configureTransport({
    notifier: { error: vi.fn() },
    progress: { start() {}, done() {} },
    navigate: vi.fn(),
    onUnauthorized: vi.fn(),
  });
  calls = installFakeAdapter(http, () => ok({ link: '/api/blade-resource/oss/file/a.txt', name: 'a.txt' }));
});

it('createDataProvider forwards upload to put-file', async () => {
  const p = createDataProvider(http);
  expect(typeof p.upload).toBe('function');
  const answer = await p.upload!(new File(['x'], 'a.txt'));
  expect(answer.link).toBe('/api/blade-resource/oss/file/a.txt');
  expect(calls.map((c) => `${c.method} ${c.uri.split('?')[0]}`)).toEqual([`POST ${PUT_FILE_URL}`]);
});
