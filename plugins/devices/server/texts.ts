/** Every message of the device calls, in both languages (the caller's language is picked by the kernel). */
import type { I18nText } from '../../../engine/schema';

const KIND: Record<string, I18nText> = {
  merchant: { zh: '商户', en: 'merchant' },
  store: { zh: '门店', en: 'store' },
  site: { zh: '场地', en: 'site' },
  rule: { zh: '计费规则', en: 'charge rule' },
};

const t = (zh: string, en: string): I18nText => ({ zh, en });

export const text = {
  placesMissing: t('商户模块未安装，不能绑定', 'The merchants area is not installed: nothing to bind to'),
  placeNotFound: (kind: string, id: number) => t(`${KIND[kind].zh} ${id} 不存在`, `There is no ${KIND[kind].en} ${id}`),
  placeNotApproved: (p: { kind: string; name: string }) =>
    t(`${KIND[p.kind].zh}「${p.name}」尚未审核通过，不能绑定设备`, `The ${KIND[p.kind].en} "${p.name}" is not approved yet: it takes no devices`),
  placeDisabled: (p: { kind: string; name: string }) =>
    t(`${KIND[p.kind].zh}「${p.name}」已停用，不能绑定设备`, `The ${KIND[p.kind].en} "${p.name}" is disabled: it takes no devices`),
  deviceDisabled: (code: string) => t(`设备 ${code} 已停用，不能绑定`, `Device ${code} is disabled: it cannot be bound`),
  deviceBound: (code: string, merchant: string) =>
    t(`设备 ${code} 已绑定商户「${merchant}」，请用换绑`, `Device ${code} is already bound to "${merchant}": move it instead`),
  deviceUnbound: (code: string) => t(`设备 ${code} 未绑定商户`, `Device ${code} is not bound to a merchant`),
  deviceCodesUnknown: (codes: string[]) =>
    t(`设备编号不存在：${codes.slice(0, 10).join('、')}`, `No such device numbers: ${codes.slice(0, 10).join(', ')}`),
  otherMerchant: (code: string, place: string) =>
    t(`设备 ${code} 所属商户与「${place}」不一致`, `Device ${code} belongs to another merchant than "${place}"`),
  sameMerchant: (code: string) => t(`设备 ${code} 已属于该商户`, `Device ${code} already belongs to this merchant`),
  ruleOfOtherSite: (rule: string) => t(`计费规则「${rule}」属于其他场地`, `The charge rule "${rule}" belongs to another site`),
  notCabinet: (code: string) => t(`设备 ${code} 不是柜机`, `Device ${code} is not a cabinet`),
  noSite: (code: string) => t(`柜机 ${code} 不在任何场地`, `Cabinet ${code} stands on no site`),
  selfParent: t('不能把设备挂到自己或自己的下级下面', 'A device cannot hang under itself or under one of its children'),
  parentUnknown: (code: string) => t(`上级设备 ${code} 不存在`, `There is no parent device ${code}`),
  parentOfOtherTenant: t('上级设备属于其他租户', 'The parent device belongs to another tenant'),
  hasParent: (code: string) => t(`设备 ${code} 已有上级，请先解除`, `Device ${code} already has a parent: detach it first`),
  noParent: (code: string) => t(`设备 ${code} 没有上级设备`, `Device ${code} has no parent device`),
  platformOnly: t('只有平台管理员可以换绑租户', 'Only the platform administrator moves devices between tenants'),
  tenantUnknown: (id: string) => t(`租户 ${id} 不存在`, `There is no tenant ${id}`),
  sameTenant: t('设备已属于该租户', 'The devices already belong to that tenant'),
  locationStatus: t('status 必须是 0（不校验）或 1（校验）', 'status must be 0 (off) or 1 (on)'),
  carNotPlaceable: (code: string, state: string) =>
    t(`车辆 ${code} 当前为「${state}」，只有待投放的车辆能放入仓位`, `Car ${code} is "${state}": only a car waiting to be placed goes into a slot`),
  carNotParked: (code: string) => t(`车辆 ${code} 不在该柜机的仓位中`, `Car ${code} is not parked in this cabinet`),
  slotUnknown: (code: string, n: number) => t(`柜机 ${code} 没有 ${n} 号仓位`, `Cabinet ${code} has no slot ${n}`),
  slotTaken: (code: string, n: number) => t(`柜机 ${code} 的 ${n} 号仓位不是空仓`, `Slot ${n} of cabinet ${code} is not empty`),
  carUnknown: (code: string) => t(`车辆 ${code} 不存在`, `There is no car ${code}`),
  deviceUnknown: (code: string) => t(`设备 ${code} 不存在`, `There is no device ${code}`),
  slotsInUse: (code: string) =>
    t(`柜机 ${code} 的仓位里还有车辆，请先取出`, `Cabinet ${code} still holds cars: take them out first`),
  hasChildren: (code: string) => t(`设备 ${code} 下还有子设备，请先解除`, `Device ${code} still has child devices: detach them first`),
  carOut: (code: string) => t(`车辆 ${code} 正在租用中，不能删除`, `Car ${code} is rented out: it cannot be removed`),
  carParked: (code: string) => t(`车辆 ${code} 还在仓位中，请先取出`, `Car ${code} is still in a slot: take it out first`),
  modelInUse: (name: string) => t(`车型「${name}」仍有车辆使用，不能删除`, `Cars still use the model "${name}": it cannot be removed`),
  kindInUse: (name: string) =>
    t(`故障类型「${name}」有未处理完的上报，不能删除`, `Open reports name the fault "${name}": it cannot be removed`),
  ruleDisabled: (name: string) => t(`规则「${name}」已停用，不能生成编码`, `The rule "${name}" is disabled: it makes no codes`),
  serialsExhausted: (name: string, left: number) =>
    t(`规则「${name}」的流水号只剩 ${left} 个`, `The rule "${name}" has only ${left} serials left`),
  queryViewFailed: t('第三方设备平台返回了无法识别的结果', 'The third-party device platform answered something unreadable'),
  queryViewCondition: t('请输入设备编号或商户名称（最多 50 个字符）', 'Enter a device number or a merchant name (at most 50 characters)'),
};
