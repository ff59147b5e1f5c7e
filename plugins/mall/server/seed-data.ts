/**
 * What the demo mall sells and where: categories, shelf categories, specs, goods (with their pictures in
 * public/mall/), warehouses, machines, lane templates and strategies. Plain data; seed.ts writes it.
 */

export const CATEGORIES: Array<[name: string, children: string[]]> = [
  ['饮料', ['果汁', '碳酸饮料', '饮用水', '乳饮品']],
  ['零食', ['膨化食品', '糖果']],
  ['玩具', ['泡泡玩具', '小车模型']],
];

/** The last one is used by no goods: the one that may be removed. */
export const SHELF_CATEGORIES = ['饮料层', '零食层', '玩具层', '季节备用层'];

export const SPECS: Array<[name: string, values: string[]]> = [
  ['容量', ['250ml', '330ml', '500ml']],
  ['口味', ['原味', '草莓', '香橙']],
];

/** name, code, category (child), shelf category, price fen, picture, spec value */
export const GOODS: Array<[string, string, string, string, number, string, string]> = [
  ['鲜榨橙汁 250ml', 'JUICE250', '果汁', '饮料层', 600, 'juice', '250ml'],
  ['可乐 330ml', 'COLA330', '碳酸饮料', '饮料层', 350, 'cola', '330ml'],
  ['矿泉水 500ml', 'WATER500', '饮用水', '饮料层', 200, 'water', '500ml'],
  ['草莓牛奶 250ml', 'MILK250', '乳饮品', '饮料层', 500, 'milk', '草莓'],
  ['薯片 原味', 'CHIPS01', '膨化食品', '零食层', 800, 'chips', '原味'],
  ['水果软糖', 'CANDY01', '糖果', '零食层', 600, 'candy', '香橙'],
  ['泡泡水', 'BUBBLE01', '泡泡玩具', '玩具层', 1500, 'bubble', '原味'],
  ['回力小汽车', 'CAR01', '小车模型', '玩具层', 1900, 'car', '原味'],
];

export const REPOSITORIES: Array<[name: string, address: string, keeper: string]> = [
  ['上海总仓', '上海市闵行区申长路 988 号', '王建国'],
  ['杭州前置仓', '杭州市西湖区文三路 259 号', '李晓燕'],
];

/** name, serial, address, status, lanes, fill: 'full' | 'half' | 'empty' | 'none' */
export const MACHINES: Array<[string, string, string, number, number, string]> = [
  ['万达广场 1 号机', 'DM-SH-0001', '上海万达广场 B1 儿童乐园入口', 1, 8, 'full'],
  ['万达广场 2 号机', 'DM-SH-0002', '上海万达广场 3F 童车租赁点', 1, 8, 'half'],
  ['西湖银泰售货机', 'DM-HZ-0001', '杭州西湖银泰 2F 扶梯旁', 1, 6, 'empty'],
  ['仓库备用机', 'DM-SH-0099', '上海总仓', 0, 0, 'none'],
];

/** template, lane, goods code, count, capacity */
export const TEMPLATES: Array<[string, number, string, number, number]> = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (n): [string, number, string, number, number] => ['饮料机标准款', n, ['JUICE250', 'COLA330', 'WATER500', 'MILK250'][(n - 1) % 4], 8, 10],
  ),
  ['玩具零食款', 1, 'CHIPS01', 6, 8],
  ['玩具零食款', 2, 'CANDY01', 6, 8],
  ['玩具零食款', 3, 'BUBBLE01', 4, 6],
  ['玩具零食款', 4, 'CAR01', 4, 6],
];

export const STRATEGIES: Array<[name: string, shelf: string, goods: string[]]> = [
  ['夏季饮料策略', '饮料层', ['COLA330', 'WATER500', 'JUICE250']],
  ['亲子玩具策略', '玩具层', ['BUBBLE01', 'CAR01', 'CANDY01']],
];
