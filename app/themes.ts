/**
 * The 11 shell themes of spec §2, as antd tokens (layout, menu, algorithm) plus a `theme-<name>` class
 * on <body> for what tokens cannot say (backgrounds with pictures, logo strip). The primary colour is
 * not part of a theme: the colour picker owns it, so every theme follows the chosen colour.
 */
import { theme as antTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from './shell-state/prefs';

interface Palette {
  dark?: boolean;
  sider: string;
  siderText: string;
  siderSub: string;
  header: string;
  headerText: string;
  logo: string;
  body: string;
  /** Selected menu item background; undefined = the primary colour. */
  selected?: string;
}

export const palettes: Record<ThemeName, Palette> = {
  default: {
    sider: '#20222a',
    siderText: '#ffffffb3',
    siderSub: '#191a20',
    header: '#ffffff',
    headerText: '#303133',
    logo: '#20222a',
    body: '#f0f2f5',
  },
  white: {
    sider: '#ffffff',
    siderText: '#303133',
    siderSub: '#fafafa',
    header: '#ffffff',
    headerText: '#303133',
    logo: '#ffffff',
    body: '#f5f7fa',
    selected: '#ecf5ff',
  },
  dark: {
    dark: true,
    sider: '#141414',
    siderText: '#ffffffa6',
    siderSub: '#0c0c0c',
    header: '#1f1f1f',
    headerText: '#ffffffd9',
    logo: '#141414',
    body: '#000000',
  },
  star: {
    sider: '#0b1a3b',
    siderText: '#d6e4ff',
    siderSub: '#071229',
    header: '#13294f',
    headerText: '#ffffff',
    logo: '#071229',
    body: '#eef2fb',
  },
  bule: {
    sider: '#1e4fa3',
    siderText: '#ffffffd9',
    siderSub: '#173f86',
    header: '#2563c9',
    headerText: '#ffffff',
    logo: '#173f86',
    body: '#eef4ff',
  },
  iview: {
    sider: '#191a23',
    siderText: '#ffffffb3',
    siderSub: '#101117',
    header: '#ffffff',
    headerText: '#515a6e',
    logo: '#191a23',
    body: '#f5f7f9',
  },
  vip: {
    sider: '#1f2430',
    siderText: '#e6c98f',
    siderSub: '#171b24',
    header: '#1f2430',
    headerText: '#e6c98f',
    logo: '#171b24',
    body: '#f4f1ea',
    selected: '#8a6d3b',
  },
  cool: {
    sider: '#3a2a6b',
    siderText: '#e7e0ff',
    siderSub: '#2d2056',
    header: '#5b47a8',
    headerText: '#ffffff',
    logo: '#2d2056',
    body: '#f3f0fb',
  },
  d2: {
    sider: '#ebf1f6',
    siderText: '#2f3a4d',
    siderSub: '#e1e9f0',
    header: '#ebf1f6',
    headerText: '#2f3a4d',
    logo: '#ebf1f6',
    body: '#f6f9fb',
    selected: '#d5e3ef',
  },
  hey: {
    sider: '#fafafa',
    siderText: '#434343',
    siderSub: '#f2f2f2',
    header: '#ffffff',
    headerText: '#262626',
    logo: '#ffffff',
    body: '#f7f7f7',
    selected: '#e6f4ff',
  },
  lte: {
    sider: '#222d32',
    siderText: '#b8c7ce',
    siderSub: '#2c3b41',
    header: '#3c8dbc',
    headerText: '#ffffff',
    logo: '#367fa9',
    body: '#ecf0f5',
  },
};

const isDarkColour = (hex: string) => {
  const v = parseInt(hex.slice(1, 7), 16);
  return ((v >> 16) & 255) * 0.299 + ((v >> 8) & 255) * 0.587 + (v & 255) * 0.114 < 150;
};

/** Whether the sidebar draws light text on a dark background (antd Menu theme "dark"). */
export const siderIsDark = (name: ThemeName) => isDarkColour(palettes[name].sider);

export function themeConfig(name: ThemeName, primary: string): ThemeConfig {
  const p = palettes[name] ?? palettes.default;
  return {
    algorithm: p.dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
    token: { colorPrimary: primary, colorLink: primary, colorInfo: primary },
    components: {
      Layout: {
        siderBg: p.sider,
        headerBg: p.header,
        bodyBg: p.body,
        headerColor: p.headerText,
        headerPadding: '0 12px',
        headerHeight: 56,
      },
      Menu: {
        darkItemBg: p.sider,
        darkSubMenuItemBg: p.siderSub,
        darkItemColor: p.siderText,
        darkItemSelectedBg: p.selected ?? primary,
        itemBg: p.sider,
        subMenuItemBg: p.siderSub,
        itemColor: p.siderText,
        itemSelectedBg: p.selected ?? `${primary}1f`,
        itemSelectedColor: primary,
      },
    },
  };
}

/** Colours the CSS of global.css reads (logo strip, header text, progress bar). */
export function themeVars(name: ThemeName, primary: string): Record<string, string> {
  const p = palettes[name] ?? palettes.default;
  return {
    '--tc-primary': primary,
    '--tc-header-text': p.headerText,
    // On a coloured header the primary colour can vanish (lte, bule): mark the active item in white.
    '--tc-header-accent': isDarkColour(p.header) ? p.headerText : primary,
    '--tc-logo-bg': p.logo,
    '--tc-logo-text': isDarkColour(p.logo) ? '#ffffff' : '#303133',
    '--tc-sider-text': p.siderText,
    '--tc-body': p.body,
  };
}
