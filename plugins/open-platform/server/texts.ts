/** Messages of the open-platform calls, in both languages. */
export const text = {
  noApp: (id: number) => ({ zh: `应用不存在或无权操作: ${id}`, en: `No such app (appId ${id}), or not yours` }),
  wrongDeveloper: { zh: 'developerId 与应用的开发者不一致', en: 'developerId is not the developer of this app' },
  noApis: (ids: number[]) => ({ zh: `接口不存在或已停用: ${ids.join(', ')}`, en: `No such enabled API: ${ids.join(', ')}` }),
  noAuth: (id: number) => ({ zh: `授权记录不存在: ${id}`, en: `No such API grant (authId ${id})` }),
  notDeviceScoped: { zh: '该接口不按设备授权，无需绑定设备', en: 'This API is not granted per device: it takes no devices' },
  noDevices: (ids: number[]) => ({
    zh: `设备不存在或不属于该应用的租户: ${ids.join(', ')}`,
    en: `No such device in the app's tenant: ${ids.join(', ')}`,
  }),
  pushQuery: {
    zh: '请提供 id，或 appId、developerId 与 apiId',
    en: 'Give id, or appId, developerId and apiId',
  },
  noPush: { zh: '没有该应用与接口的推送地址', en: 'No push address for this app and API' },
  badKey: { zh: 'AppKey 或 AppSecret 不正确', en: 'The app key or secret is wrong' },
  disabled: { zh: '应用已停用', en: 'The app is disabled' },
  notGranted: (code: string) => ({ zh: `应用未获授权调用接口 ${code}`, en: `The app may not call ${code}` }),
  deviceNotGranted: (code: string) => ({ zh: `应用无权对该设备调用 ${code}`, en: `The app may not call ${code} on this device` }),
  noApiCode: { zh: '请提供 apiCode', en: 'apiCode is required' },
  noSuchApi: (code: string) => ({ zh: `没有接口 ${code}`, en: `No API ${code}` }),
};
