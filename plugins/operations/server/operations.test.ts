/**
 * The operations area over HTTP (docs/areas/operations.md): every list of the demo answers the contract's
 * envelope; rich text is sanitised on save and on read; links are http(s) only; the prize flag moves once;
 * positions and ads in use are kept; the SMS calls of `share-operation/child` go through the enabled SMS
 * configuration and land in SMS history; read-only records refuse hand edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const OP = '/api/share-operation';
let s: TestServer;
let brand: Client;
let brandEn: Client;
let platform: Client;

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app, { tenantId: '100001', ip: '10.0.1.2' });
  brand = client(s.app, token);
  brandEn = client(s.app, token, 'en');
  platform = client(s.app, await login(s.app, { ip: '10.0.1.3' }));
});
afterAll(async () => s?.close());

const envelope = (r: { status: number; body: { code: number; success: boolean; msg: string } }) => {
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ code: 200, success: true });
  expect(typeof r.body.msg).toBe('string');
};

describe('operations lists', () => {
  it.each(['adposition', 'ad', 'addetail', 'productpage', 'questionnaire', 'questionnaireanswer', 'awardrecord'])(
    '%s/page answers the demo rows in the envelope, for the brand and the platform',
    async (entity) => {
      for (const c of [brand, platform]) {
        const r = await c.get(`${OP}/${entity}/page`, { current: 1, size: 10 });
        envelope(r);
        expect(r.body.data.total).toBeGreaterThan(0);
        expect(r.body.data.records.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('pictures', () => {
  it('the demo pictures are real files of the configured storage', async () => {
    const ad = (await brand.get(`${OP}/ad/page`)).body.data.records[0];
    expect(ad.imageUrl).toMatch(/^\/api\/blade-resource\/oss\/file\/[0-9a-f]{32}\.png$/);
    const file = await s.app.inject({ method: 'GET', url: ad.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('rich text', () => {
  let positionId: string;
  beforeAll(async () => {
    positionId = (await brand.get(`${OP}/adposition/page`)).body.data.records[0].id;
  });

  it('a script tag or an event handler in ad content never survives the save', async () => {
    const content = '<p onclick="alert(1)">周末特惠</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">看</a>';
    const saved = await brand.post(`${OP}/ad/submit`, { adName: 'XSS 测试广告', positionId, adType: 2, content });
    envelope(saved);
    const row = (await brand.get(`${OP}/ad/page`, { adName: 'XSS 测试广告' })).body.data.records[0];
    const detail = (await brand.get(`${OP}/ad/detail`, { id: row.id })).body.data;
    expect(detail.content).toBe('<p>周末特惠</p><img><a>看</a>');
    const stored = await s.database.db.selectFrom('so_ad').select('content').where('id', '=', Number(row.id)).executeTakeFirstOrThrow();
    expect(String(stored.content)).not.toMatch(/script|onerror|onclick|javascript/i);
  });

  it('content written straight into the database is sanitised on read', async () => {
    const row = (await brand.get(`${OP}/productpage/page`)).body.data.records[0];
    await s.database.db.updateTable('so_product_page').set({ content: '<h3>ok</h3><script>alert(1)</script><svg onload=alert(1)>' }).where('id', '=', Number(row.id)).execute();
    const detail = (await brand.get(`${OP}/productpage/detail`, { id: row.id })).body.data;
    expect(detail.content).toBe('<h3>ok</h3>');
  });

  it('links are http or https only', async () => {
    const r = await brandEn.post(`${OP}/ad/submit`, { adName: 'bad link', positionId, adType: 3, linkUrl: 'javascript:alert(1)' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('http');
  });
});

describe('rules between rows', () => {
  it('a position an ad uses, and an ad with slides, are kept', async () => {
    const ad = (await brand.get(`${OP}/ad/page`, { adName: '周末亲子畅玩' })).body.data.records[0];
    const r1 = await brand.post(`${OP}/ad/remove`, undefined, { ids: ad.id });
    expect(r1.status).toBe(400);
    expect(r1.body.msg).toContain('明细');
    const r2 = await brandEn.post(`${OP}/adposition/remove`, undefined, { ids: ad.positionId });
    expect(r2.status).toBe(400);
    expect(r2.body.msg).toContain('ad(s)');
  });
});

describe('prize flag', () => {
  it('marks a prize issued once, by id; a second time is refused', async () => {
    const waiting = (await brand.get(`${OP}/awardrecord/page`, { prize: 0 })).body.data.records[0];
    expect(waiting).toBeTruthy();
    envelope(await brand.post(`${OP}/awardrecord/prize`, { issueRemark: '微信红包已发' }, { id: waiting.id }));
    const after = (await brand.get(`${OP}/awardrecord/detail`, { id: waiting.id })).body.data;
    expect(after).toMatchObject({ prize: 1, issueRemark: '微信红包已发' });
    const again = await brand.post(`${OP}/awardrecord/prize`, undefined, { id: waiting.id });
    expect(again.status).toBe(400);
  });
});

describe('SMS of the operations screen', () => {
  it('sendSms goes through the enabled configuration and selectSms lists what was sent', async () => {
    const sent = await brand.post(`${OP}/child/sendSms`, undefined, { phones: '13900001111', params: '{"code":"2468"}' });
    envelope(sent);
    const page = await brand.get(`${OP}/child/selectSms`, { phone: '13900001111' });
    envelope(page);
    expect(page.body.data.records[0]).toMatchObject({ phone: '13900001111', smsCode: 'console', status: 1 });
    expect(page.body.data.records[0].content).toContain('2468');
  });

  it('refuses a bad phone, naming the field, in both languages', async () => {
    const zh = await brand.post(`${OP}/child/sendSms`, undefined, { phones: '12345' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('phones');
    const en = await brandEn.post(`${OP}/child/sendSms`, undefined, {});
    expect(en.status).toBe(400);
    expect(en.body.msg).toContain('phones');
  });

  it('needs a token', async () => {
    expect((await client(s.app).get(`${OP}/child/selectSms`)).status).toBe(401);
  });
});
