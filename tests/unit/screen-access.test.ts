/**
 * Who may open a screen (engine/schema/screen-access.ts): the view grant a screen name stands for — an
 * entity's view button, a composed page's master's, a plugin page's menu entry, or nobody's grant for a
 * page every signed-in user has — and the console's check of a plugin page against the user's whole menu.
 */
import { describe, expect, it } from 'vitest';
import { declarePlugin, defineEntity } from '../../engine/schema';
import { createRegistry } from '../../engine/schema/registry';
import { isScreenName, pageOpens, screenGrant } from '../../engine/schema/screen-access';

const gadget = defineEntity({
  name: 'shop.gadget',
  title: { zh: '配件', en: 'Gadget' },
  route: '/shop/gadget',
  menu: { parent: 'shop' },
  permission: 'gadget',
  api: { service: 'shop', entity: 'gadget' },
  columns: [{ prop: 'name', label: { zh: '名称', en: 'Name' } }],
});
const plugin = declarePlugin({
  name: 'shop',
  menus: [{ code: 'shop', title: { zh: '商店', en: 'Shop' }, path: '/shop' }],
  pages: [
    { key: 'board', route: '/shop/board', title: { zh: '看板', en: 'Board' }, menu: { parent: 'shop' } },
    { key: 'today', route: '/shop/today', title: { zh: '今日', en: 'Today' }, within: 'shop.board' },
    { key: 'item', route: '/shop/item/:id', title: { zh: '详情', en: 'Item' }, within: 'shop.gadget' },
    {
      key: 'mine',
      route: '/shop/mine',
      title: { zh: '我的', en: 'Mine' },
      menu: { parent: 'shop' },
      access: 'signed-in',
    },
  ],
});
const registry = createRegistry([
  { file: 'schemas/shop/gadget.ts', value: gadget },
  { file: 'plugins/shop/plugin.ts', value: plugin },
]);
const page = (key: string) => registry.pluginPages.find((p) => p.key === key)!;

describe('screen access', () => {
  it('tells a screen name from a button code by its dot', () => {
    expect(isScreenName('shop.board')).toBe(true);
    expect(isScreenName('gadget_view')).toBe(false);
  });

  it('maps each screen to its view grant', () => {
    expect(screenGrant(registry, 'shop.gadget')).toEqual({ kind: 'code', code: 'gadget_view' });
    expect(screenGrant(registry, 'shop.board')).toEqual({ kind: 'menu', code: 'shop.board' });
    expect(screenGrant(registry, 'shop.today')).toEqual({ kind: 'menu', code: 'shop.board' });
    expect(screenGrant(registry, 'shop.item')).toEqual({ kind: 'code', code: 'gadget_view' });
    expect(screenGrant(registry, 'shop.mine')).toEqual({ kind: 'everyone' });
    expect(screenGrant(registry, 'shop.nothing')).toBeUndefined();
  });

  it('opens a plugin page when its own entry, or the one it belongs to, is in the whole menu', () => {
    const menu = new Set(['shop', 'shop.board']);
    expect(pageOpens(page('board'), menu)).toBe(true);
    expect(pageOpens(page('today'), menu)).toBe(true);
    expect(pageOpens(page('item'), menu)).toBe(false);
    expect(pageOpens(page('item'), new Set(['shop.gadget']))).toBe(true);
    expect(pageOpens(page('board'), new Set(['shop.gadget']))).toBe(false);
    // A menu that names the page by its path only (a BladeX menu row with its own code) opens it too.
    expect(pageOpens(page('board'), new Set(['/shop/board']))).toBe(true);
    expect(pageOpens(page('mine'), new Set())).toBe(true);
  });
});
