/**
 * Code rules: generating codes in batches (serials never handed out twice, bounds, a disabled rule),
 * the export as a real .xlsx with every code of the rule; factory codes' QC machine and fault reports'
 * handling machine with their refusals; the fault-kind removal guard.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, request } from '../../../tests/server/helpers';
import { startDeviceServer, type DeviceTestServer } from './test-server.spec';

const RULE = '/api/toycar-device/carcoderule';
let t: DeviceTestServer;
let token: string;

beforeAll(async () => {
  t = await startDeviceServer();
  token = await login(t.s.app, { tenantId: '100001', ip: '10.0.0.7' });
});
afterAll(async () => t?.s.close());

async function addRule(prefix: string, digits = 4): Promise<string> {
  const model = (await t.brand.get('/api/toycar-device/carmodel/page')).body.data.records[0].id;
  expect((await t.brand.post(`${RULE}/submit`, { ruleName: `测试${prefix}`, prefix, digits, carModelId: model })).status).toBe(200);
  return (await t.brand.get(`${RULE}/page`, { ruleName: `测试${prefix}` })).body.data.records[0].id;
}

describe('generating codes', () => {
  it('makes the next N codes under one batch and moves the serial on', async () => {
    const id = await addRule('TA');
    const first = await t.brand.post(`${RULE}/createCarCodes`, { id, quantity: 3 });
    expect(first.body.data).toMatchObject({ quantity: 3, firstCode: 'TA0001', lastCode: 'TA0003' });
    const second = await t.brand.post(`${RULE}/createCarCodes`, { id, quantity: 2 });
    expect(second.body.data).toMatchObject({ firstCode: 'TA0004', lastCode: 'TA0005' });
    expect(second.body.data.batchNo).not.toBe(first.body.data.batchNo);
    expect((await t.brand.get(`${RULE}/detail`, { id })).body.data).toMatchObject({ nextSerial: 6, generatedCount: 5 });
    const list = await t.brand.get('/api/toycar-device/carcode/page', { ruleId: id, size: 10, ascs: 'code' });
    expect(list.body.data.records.map((r: { code: string }) => r.code)).toEqual(['TA0001', 'TA0002', 'TA0003', 'TA0004', 'TA0005']);
    // The cabinet code list is the same table scoped to cabinets: none of these.
    expect((await t.brand.get('/api/toycar-device/cabinetcode/page', { ruleId: id })).body.data.total).toBe(0);
  });

  it('two runs at once never share a serial', async () => {
    const id = await addRule('TB', 5);
    const runs = await Promise.all([1, 2, 3, 4].map(() => t.brand.post(`${RULE}/createCarCodes`, { id, quantity: 50 })));
    const okRuns = runs.filter((r) => r.status === 200).length;
    expect(runs.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const codes = await t.s.database.db.selectFrom('tc_device_code').select('code').where('rule_id', '=', Number(id)).execute();
    expect(codes.length).toBe(okRuns * 50);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('refuses a bad quantity, serials running out, a disabled rule', async () => {
    const id = await addRule('TC');
    expect((await t.brandEn.post(`${RULE}/createCarCodes`, { id, quantity: 0 })).body.msg).toBe('quantity must be a whole number from 1 to 10000');
    expect((await t.brandEn.post(`${RULE}/createCarCodes`, { id, quantity: 10001 })).status).toBe(400);
    expect((await t.brandEn.post(`${RULE}/createCarCodes`, { id, quantity: 9999 })).status).toBe(200);
    expect((await t.brandEn.post(`${RULE}/createCarCodes`, { id, quantity: 1 })).body.msg).toBe('The rule "测试TC" has only 0 serials left');
    await t.brand.post(`${RULE}/submit`, { id, status: 0 });
    const off = await addRule('TD');
    await t.brand.post(`${RULE}/submit`, { id: off, status: 0 });
    expect((await t.brandEn.post(`${RULE}/createCarCodes`, { id: off, quantity: 1 })).body.msg).toContain('is disabled');
  });

  it('cabinet and control rules generate at their own paths', async () => {
    for (const [base, path, prefix] of [
      ['/api/toycar-device/cabinetcoderule', 'generateCabinetCode', 'TCB'],
      ['/api/toycar-device/controlcoderule', 'createControlCodes', 'TCT'],
    ]) {
      expect((await t.brand.post(`${base}/submit`, { ruleName: prefix, prefix, digits: 6 })).status).toBe(200);
      const id = (await t.brand.get(`${base}/page`, { ruleName: prefix })).body.data.records[0].id;
      expect((await t.brand.post(`${base}/${path}`, { id, quantity: 2 })).body.data.lastCode).toBe(`${prefix}000002`);
    }
  });
});

describe('exporting codes', () => {
  it('answers a real .xlsx with every code of the rule, headers in the caller’s language', async () => {
    const id = await addRule('TE');
    await t.brand.post(`${RULE}/createCarCodes`, { id, quantity: 1200 });
    const r = await t.s.app.inject({ method: 'POST', url: `${RULE}/carCodesExport`, query: { id }, headers: { 'blade-auth': `bearer ${token}`, 'accept-language': 'en' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(1201);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Code', 'Rule', 'Batch', 'Use']));
    expect(sheet.getRow(2).getCell(1).value).toBe('TE0001');
    expect(sheet.getRow(1201).getCell(1).value).toBe('TE1200');
    expect(sheet.getRow(2).getCell(4).value).toBe('Unused');
  });

  it('cabinet and control codes export at their own paths, all rows', async () => {
    for (const [base, make, exportPath, prefix] of [
      ['/api/toycar-device/cabinetcoderule', 'generateCabinetCode', 'cabinetCodesExport', 'XCB'],
      ['/api/toycar-device/controlcoderule', 'createControlCodes', 'controlCodesExport', 'XCT'],
    ]) {
      expect((await t.brand.post(`${base}/submit`, { ruleName: prefix, prefix, digits: 5 })).status).toBe(200);
      const id = (await t.brand.get(`${base}/page`, { ruleName: prefix })).body.data.records[0].id;
      await t.brand.post(`${base}/${make}`, { id, quantity: 30 });
      const r = await t.s.app.inject({ method: 'POST', url: `${base}/${exportPath}`, query: { id }, headers: { 'blade-auth': `bearer ${token}` } });
      expect(r.statusCode, `${exportPath}: ${r.body.slice(0, 200)}`).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.rowCount, exportPath).toBe(31);
      expect(sheet.getRow(2).getCell(1).value).toBe(`${prefix}00001`);
      expect(sheet.getRow(31).getCell(1).value).toBe(`${prefix}00030`);
    }
  });

  it('another tenant’s rule is not found', async () => {
    const r = await request(t.s.app, { method: 'GET', url: `${RULE}/carCodesExport`, query: { id: '999999' }, headers: { 'blade-auth': `bearer ${token}` } });
    expect(r.status).toBe(404);
  });
});

describe('factory codes and fault reports', () => {
  it('QC: pass then ship; fail needs a reason and reworks; a shipped code is final', async () => {
    const FC = '/api/share-factory/factorycode';
    const model = (await t.brand.get('/api/toycar-device/carmodel/page')).body.data.records[0].id;
    expect((await t.brand.post(`${FC}/submit`, { factoryCode: 'FCTEST000001', carModelId: model, batchNo: 'P202611', produceDate: '2026-11-20' })).status).toBe(200);
    const id = (await t.brand.get(`${FC}/page`, { factoryCode: 'FCTEST000001' })).body.data.records[0].id;
    expect((await t.brand.post(`${FC}/ship`, undefined, { ids: id })).status).toBe(400);
    const noReason = await t.brandEn.post(`${FC}/failQc`, undefined, { ids: id });
    expect(noReason.status).toBe(400);
    expect((await t.brand.post(`${FC}/failQc`, undefined, { ids: id, qcRemark: '电机异响' })).status).toBe(200);
    expect((await t.brand.get(`${FC}/detail`, { id })).body.data).toMatchObject({ codeStatus: 3, qcRemark: '电机异响' });
    expect((await t.brand.post(`${FC}/rework`, undefined, { ids: id })).status).toBe(200);
    expect((await t.brand.post(`${FC}/passQc`, undefined, { ids: id })).status).toBe(200);
    expect((await t.brand.post(`${FC}/ship`, undefined, { ids: id })).status).toBe(200);
    expect((await t.brand.post(`${FC}/rework`, undefined, { ids: id })).status).toBe(400);
  });

  it('a report is stamped, accepted by a handler, resolved with a note; a rejected one cannot be resolved', async () => {
    const FR = '/api/share-biz/faultreport';
    const kind = (await t.brand.get('/api/share-biz/faultkind/page')).body.data.records[0].id;
    expect((await t.brand.post(`${FR}/submit`, { faultKindId: kind, deviceCode: 'CAB000001', description: '屏幕不亮', reporterPhone: '13812345678' })).status).toBe(200);
    const row = (await t.brand.get(`${FR}/page`, { deviceCode: 'CAB000001', reportStatus: 0, descs: 'id' })).body.data.records[0];
    expect(row.reportTime).toMatch(/^\d{4}-/);
    expect((await t.brand.post(`${FR}/resolve`, undefined, { ids: row.id, handleRemark: 'x' })).status).toBe(400);
    expect((await t.brand.post(`${FR}/accept`, undefined, { ids: row.id, handler: '周师傅' })).status).toBe(200);
    expect((await t.brand.post(`${FR}/resolve`, undefined, { ids: row.id, handleRemark: '更换屏幕' })).status).toBe(200);
    expect((await t.brand.get(`${FR}/detail`, { id: row.id })).body.data).toMatchObject({ reportStatus: 2, handler: '周师傅', handleRemark: '更换屏幕' });
    expect((await t.brand.get(`${FR}/detail`, { id: row.id })).body.data.handleTime).toMatch(/^\d{4}-/);
    const badPhone = await t.brandEn.post(`${FR}/submit`, { faultKindId: kind, deviceCode: 'CAB000001', description: 'x', reporterPhone: '123' });
    expect(badPhone.status).toBe(400);
  });

  it('a fault kind named by an open report is not removed', async () => {
    const open = await t.s.database.db.selectFrom('tc_fault_report').select('fault_kind_id').where('report_status', '=', 0).executeTakeFirstOrThrow();
    const r = await t.brandEn.post('/api/share-biz/faultkind/remove', undefined, { ids: String(open.fault_kind_id) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Open reports name the fault');
  });
});
