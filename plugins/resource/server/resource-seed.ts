/**
 * Demo resource configurations, ensured on every start for the demo tenants that exist: one local-disk OSS
 * config (`local`, the put-file store) and one console/log SMS config (`console`). Idempotent by natural key
 * (tenant + code): a row that exists — even one an administrator deleted — is left alone. A new row is
 * enabled only when its tenant has no enabled config yet, so "exactly one enabled" holds.
 */
import type { Registry } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { DEMO } from '../../../server/kernel/db/demo-seed';
import { FILE_BASE } from './upload-routes';

interface SeedConfig {
  table: string;
  codeColumn: string;
  values: Record<string, unknown>;
}

const CONFIGS: SeedConfig[] = [
  {
    table: 'blade_oss',
    codeColumn: 'oss_code',
    values: {
      oss_code: 'local',
      category: 1,
      endpoint: FILE_BASE,
      bucket_name: 'upload',
      access_key: '',
      secret_key: '',
      app_id: '',
      region: '',
      remark: '本地磁盘存储 (DATA_DIR/upload) / Local disk store',
    },
  },
  {
    table: 'blade_sms',
    codeColumn: 'sms_code',
    values: {
      sms_code: 'console',
      category: 1,
      template_id: 'DEMO_CODE',
      access_key: '',
      secret_key: '',
      region_id: '',
      sign_name: '童趣出行',
      remark: '短信写入服务器日志 / Messages go to the server log',
    },
  },
];

export async function seedResourceConfigs(db: Db, registry: Registry): Promise<{ inserted: number }> {
  const tables = new Set(registry.entities.map((e) => e.storage?.table));
  const configs = CONFIGS.filter((c) => tables.has(c.table));
  if (!configs.length) return { inserted: 0 };
  return db.transaction().execute(async (trx) => {
    const now = nowText();
    let inserted = 0;
    const tenants = await trx
      .selectFrom('blade_tenant')
      .select('tenant_id')
      .where('tenant_id', 'in', [DEMO.platformTenant, DEMO.demoTenant])
      .execute();
    for (const { tenant_id } of tenants) {
      for (const c of configs) {
        const code = c.values[c.codeColumn];
        const found = await trx
          .selectFrom(c.table)
          .select('id')
          .where('tenant_id', '=', tenant_id)
          .where(c.codeColumn, '=', code)
          .executeTakeFirst();
        if (found) continue;
        const enabled = await trx
          .selectFrom(c.table)
          .select('id')
          .where('tenant_id', '=', tenant_id)
          .where('is_deleted', '=', 0)
          .where('status', '=', 1)
          .executeTakeFirst();
        await trx
          .insertInto(c.table)
          .values({
            ...c.values,
            tenant_id,
            status: enabled ? 0 : 1,
            is_deleted: 0,
            create_time: now,
            update_time: now,
          })
          .execute();
        inserted++;
      }
    }
    return { inserted };
  });
}
