/**
 * Where a deployment goes: its category (dictionary flow_category, required by the server) and, for the
 * platform administrator only, the tenants (BladeX's tenantIds; anyone else deploys to their own tenant,
 * which the server enforces too). Used by the model's deploy dialog and the upload form.
 */
import { Form, Select } from 'antd';
import useSWR from 'swr';
import { useDictionaries } from '../../../../engine/data/hooks';
import { http, unwrap } from '../../../../engine/data/transport';
import { useT } from '../../../../engine/i18n';
import { isPlatformAdmin } from './env';
import { DESIGN_NS } from './locale';

interface TenantOption {
  tenantId: string;
  tenantName: string;
}

const CATEGORY_CODES = ['flow_category'];

export function TargetFields() {
  const { t } = useT(DESIGN_NS);
  const { dicts } = useDictionaries(CATEGORY_CODES);
  const platform = isPlatformAdmin();
  const { data: tenants } = useSWR(platform ? ['flow-deploy-tenants'] : null, async () =>
    unwrap<TenantOption[]>(await http.get('/api/blade-system/tenant/select')),
  );
  return (
    <>
      <Form.Item name="category" label={t('deploy.category')} rules={[{ required: true, message: t('deploy.categoryRequired') }]}>
        <Select
          aria-label={t('deploy.category')}
          options={(dicts.flow_category ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))}
          placeholder={t('deploy.categoryRequired')}
        />
      </Form.Item>
      {platform && (
        <Form.Item name="tenantIds" label={t('deploy.tenants')} extra={t('deploy.tenantsHelp')}>
          <Select
            aria-label={t('deploy.tenants')}
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={(tenants ?? []).map((x) => ({ value: x.tenantId, label: `${x.tenantName} (${x.tenantId})` }))}
          />
        </Form.Item>
      )}
    </>
  );
}

/** The form's values as the server's parameters. */
export const targetOf = (values: { category?: string; tenantIds?: string[] }) => ({
  category: values.category,
  tenantIds: (values.tenantIds ?? []).join(','),
});
