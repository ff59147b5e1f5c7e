/**
 * The demo fleet as pure data (no database): the same numbers on every run. docs/areas/devices.md lists
 * what other areas may rely on (device numbers, which are offline or disabled, where the beacons hang).
 */

export const DEMO_TENANT = '100001';
export const DEFAULT_DEVICES = 400;

export const CAR_MODELS = [
  { modelName: '宝马 X6 儿童电动车', modelCode: 'BMW-X6', brand: '宝马授权', minAge: 3, maxAge: 8, maxLoadKg: 35, batteryMah: 12000, maxSpeed: 5 },
  { modelName: '奔驰 G63 儿童越野车', modelCode: 'BENZ-G63', brand: '奔驰授权', minAge: 3, maxAge: 8, maxLoadKg: 35, batteryMah: 12000, maxSpeed: 5 },
  { modelName: '兰博基尼 Urus 童车', modelCode: 'LAMBO-URUS', brand: '兰博基尼授权', minAge: 3, maxAge: 7, maxLoadKg: 30, batteryMah: 10000, maxSpeed: 4.5 },
  { modelName: '保时捷 911 童车', modelCode: 'PORSCHE-911', brand: '保时捷授权', minAge: 2, maxAge: 6, maxLoadKg: 30, batteryMah: 9000, maxSpeed: 4 },
  { modelName: 'K1 儿童卡丁车', modelCode: 'KART-K1', brand: '童趣', minAge: 4, maxAge: 10, maxLoadKg: 45, batteryMah: 15000, maxSpeed: 6 },
  { modelName: '小黄鸭碰碰车', modelCode: 'DUCK-BUMP', brand: '童趣', minAge: 2, maxAge: 6, maxLoadKg: 30, batteryMah: 8000, maxSpeed: 3 },
  { modelName: '熊猫摇摇车', modelCode: 'PANDA-ROCK', brand: '萌宝', minAge: 1, maxAge: 5, maxLoadKg: 25, batteryMah: 6000, maxSpeed: 2 },
  { modelName: '恐龙骑乘车', modelCode: 'DINO-RIDE', brand: '萌宝', minAge: 3, maxAge: 9, maxLoadKg: 40, batteryMah: 12000, maxSpeed: 3.5 },
];

/** [category, name, unit price in fen, supplier]: each car model gets these parts. */
export const PARTS = [
  [1, '12V 锂电池', 28000, '宁德新能电池'],
  [2, '双驱电机', 16500, '常州微电机厂'],
  [3, '防滑车轮（对）', 4800, '厦门橡塑'],
  [4, '2.4G 家长遥控器', 6900, '深圳智控'],
  [6, '12V 充电器', 5500, '东莞电源'],
] as const;

export const FAULT_KINDS = [
  ['DOOR_STUCK', '仓门打不开', 1, 2],
  ['LOCK_FAIL', '电子锁失灵', 1, 3],
  ['SLOT_SENSOR', '仓位检测异常', 1, 1],
  ['SCREEN_OFF', '屏幕不亮', 2, 1],
  ['CARGO_JAM', '货道卡货', 2, 2],
  ['SCOOTER_BRAKE', '刹车失灵', 3, 3],
  ['BEACON_SILENT', '信标无信号', 4, 1],
  ['BATTERY_LOW', '电池不蓄电', null, 2],
  ['WHEEL_BROKEN', '车轮损坏', null, 1],
  ['REMOTE_FAIL', '遥控器失灵', null, 1],
  ['MOTOR_NOISE', '电机异响', null, 1],
  ['SHELL_CRACK', '外壳破损', null, 1],
] as const;

/** Where devices stand when no merchant site is known: a spot in each city (the sites' own otherwise). */
export const CITY_SPOTS = [
  ['上海', 121.4737, 31.2304],
  ['北京', 116.4074, 39.9042],
  ['广州', 113.2644, 23.1291],
  ['深圳', 114.0579, 22.5431],
  ['杭州', 120.1551, 30.2741],
  ['成都', 104.0665, 30.5723],
  ['南京', 118.7969, 32.0603],
  ['武汉', 114.3054, 30.5931],
] as const;

export type DeviceKind = { type: number; prefix: string; share: number; zh: string };
export const KINDS: DeviceKind[] = [
  { type: 1, prefix: 'CAB', share: 0.6, zh: '柜机' },
  { type: 2, prefix: 'DSP', share: 0.1, zh: '派发机' },
  { type: 3, prefix: 'ESC', share: 0.15, zh: '滑板车' },
  { type: 4, prefix: 'BCN', share: 0.15, zh: '信标' },
];

/** How many devices of each kind for a total (the shares, the rest going to cabinets). */
export function kindCounts(total: number): number[] {
  const counts = KINDS.map((k) => Math.floor(total * k.share));
  counts[0] += total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

export const deviceCode = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;
export const carCode = (n: number) => `CAR${String(n).padStart(7, '0')}`;
export const slotsOf = (n: number) => [6, 8, 12][(n - 1) % 3];
/** Offline: numbers that are multiples of 7; disabled: multiples of 30; unbound: multiples of 25. */
export const isOffline = (n: number) => n % 7 === 0;
export const isDisabled = (n: number) => n % 30 === 0;
export const isUnbound = (n: number) => n % 25 === 0;
/** A slot stays empty when its number is a multiple of 4; slot 1 of every 12th cabinet is out on a rental. */
export const slotEmpty = (slot: number) => slot % 4 === 0;
export const slotRented = (cabinet: number, slot: number) => slot === 1 && cabinet % 12 === 0;

/** A deterministic small offset (±0.004°, a few hundred metres) so devices of a site do not overlap. */
export function nudge(n: number, axis: 0 | 1): number {
  const x = Math.sin(n * (axis ? 12.9898 : 78.233)) * 43758.5453;
  return Math.round((x - Math.floor(x) - 0.5) * 80) / 10000;
}

/** `YYYY-MM-DD HH:mm:ss` some minutes before a base time (also text of that shape). */
export function minutesBefore(base: string, minutes: number): string {
  const t = Date.parse(`${base.replace(' ', 'T')}Z`) - minutes * 60_000;
  return new Date(t).toISOString().slice(0, 19).replace('T', ' ');
}
