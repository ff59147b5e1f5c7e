/**
 * One WeChat Pay configuration per demo tenant (share-pay/paymentconfigwechat), on a new database only:
 * sandbox-looking merchant ids, AppIDs and keys (the keys are stored as typed — the list masks them).
 */
import type { Db } from '../../../../server/kernel/db/database';
import { nowText } from '../../../../server/kernel/db/time';

const TABLE = 'tc_payment_config_wechat';

const CONFIGS = [
  {
    tenant_id: '000000',
    config_name: '平台直连商户',
    mch_id: '1612345678',
    app_id: 'wx8f3a1c2b4d5e6f70',
    serial_no: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    api_v3_key: 'Pl4tf0rmApiV3KeyForSandbox2026x',
    private_key:
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7sandbox\n-----END PRIVATE KEY-----',
    notify_url: 'https://pay.toycar.example.com/api/share-pay/notify/wechat',
  },
  {
    tenant_id: '100001',
    config_name: '童趣出行（杭州）',
    mch_id: '1698765432',
    app_id: 'wx1b2c3d4e5f607182',
    serial_no: '3A1F7C9E2B4D6F8A0C1E3B5D7F9A1C3E5B7D9F1A',
    api_v3_key: 'HangzhouBrandApiV3KeySandbox0526',
    private_key:
      '-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDhangzhou\n-----END PRIVATE KEY-----',
    notify_url: 'https://pay.toycar.example.com/api/share-pay/notify/wechat/100001',
  },
];

export async function seedPaymentConfigs(db: Db): Promise<Record<string, number>> {
  if (await db.selectFrom(TABLE).select('id').limit(1).executeTakeFirst()) return {};
  const tenants = new Set(
    (await db.selectFrom('blade_tenant').select('tenant_id').execute()).map((t) => String(t.tenant_id)),
  );
  const now = nowText();
  const rows = CONFIGS.filter((c) => tenants.has(c.tenant_id)).map((c) => ({
    ...c,
    enabled: 1,
    create_time: now,
    update_time: now,
    status: 1,
    is_deleted: 0,
  }));
  if (rows.length) await db.insertInto(TABLE).values(rows).execute();
  return { wechatPayConfigs: rows.length };
}
