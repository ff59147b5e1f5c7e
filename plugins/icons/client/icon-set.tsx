/**
 * Menu icons by name: ONE list for the sidebar (app/layout/side-menu) and the icon picker of menu forms
 * (./index.tsx). The server's `source` may be an antd-style name (`setting`, `team`) or a BladeX iconfont
 * class (`iconfont iconicon_setting`); both are reduced to a key word. Only this short list is bundled
 * (importing every icon would weigh hundreds of kB); anything else falls back to a default.
 */
import type { ComponentType } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CarOutlined,
  CloudOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  PartitionOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

export const icons: Record<string, ComponentType> = {
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  bank: BankOutlined,
  chart: BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  car: CarOutlined,
  cloud: CloudOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  money: DollarOutlined,
  dollar: DollarOutlined,
  pay: DollarOutlined,
  environment: EnvironmentOutlined,
  location: EnvironmentOutlined,
  file: FileTextOutlined,
  log: FileTextOutlined,
  gift: GiftOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  lock: LockOutlined,
  message: MessageOutlined,
  notice: NotificationOutlined,
  tree: PartitionOutlined,
  dept: PartitionOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  system: SettingOutlined,
  shop: ShopOutlined,
  store: ShopOutlined,
  mall: ShoppingCartOutlined,
  shopping: ShoppingCartOutlined,
  team: TeamOutlined,
  role: TeamOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
};

export function menuIcon(source: string | undefined): ComponentType {
  const words = String(source ?? '')
    .toLowerCase()
    .replace(/iconfont|icon[-_]?|outlined|filled/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const w of words) if (icons[w]) return icons[w];
  for (const w of words) {
    const hit = Object.keys(icons).find((k) => w.includes(k));
    if (hit) return icons[hit];
  }
  return AppstoreOutlined;
}
