import { defineEntity, required } from '../../engine/schema';
import * as config from './_config-columns';

/**
 * Object-storage configurations (BladeX blade-resource/oss), per tenant: provider (dict `oss`: 1 local,
 * 2 MinIO, 3 Qiniu, 4 Aliyun, 5 Tencent COS), ossCode (unique in the tenant), endpoint, accessKey,
 * secretKey (a kept credential: masked on every read), bucketName, appId, region, remark, status (the
 * platform administrator lists every tenant's rows, with the tenant column every tenant-scoped screen shows
 * them). Exactly one enabled per tenant at a time: `POST blade-resource/oss/enable?id=` enables one and
 * disables the others (effect `exclusive`). New rows start disabled. Screen: /resource/oss. The seed gives each demo tenant one enabled local config.
 */
const CLOUD = { prop: 'category', notIn: [1] };
const COS = { prop: 'category', in: [5] };

export default defineEntity({
  name: 'system.oss',
  title: { zh: '对象存储', en: 'Object storage' },
  route: '/resource/oss',
  menu: { parent: 'resource', sort: 2, icon: 'cloud' },
  permission: 'oss',
  api: { service: 'blade-resource', entity: 'oss' },
  storage: { table: 'blade_oss', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    config.category('oss'),
    config.code('ossCode'),
    {
      prop: 'endpoint',
      label: { zh: '资源地址', en: 'Endpoint' },
      maxLength: 255,
      rules: [required('请输入资源地址', 'Please enter the endpoint')],
    },
    // Local storage (1) needs no credentials; every cloud provider needs a key pair and a bucket, and
    // Tencent COS (5) names its buckets by app ID and region too.
    { ...config.accessKey, visible: CLOUD, required: CLOUD },
    { ...config.secretKey, visible: CLOUD },
    { prop: 'bucketName', label: { zh: '空间名', en: 'Bucket' }, maxLength: 255, visible: CLOUD, required: CLOUD },
    { prop: 'appId', label: { zh: '应用ID', en: 'App ID' }, maxLength: 255, table: { hide: true }, visible: COS, required: COS },
    { prop: 'region', label: { zh: '地域简称', en: 'Region' }, maxLength: 255, table: { hide: true }, visible: COS, required: COS },
    config.remark,
    config.status,
  ],
  actions: [config.enableAction],
});
