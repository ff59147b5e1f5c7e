/** Generated bill line names in both languages, and rows generated before the English was stored. */
import { describe, expect, it } from 'vitest';
import { englishOfStored, lineName, lineRemark, linesInLang } from './line-names';

describe('generated bill line names', () => {
  it('are made in both languages, the business names as they are', () => {
    expect(lineName('order', '浦东店')).toEqual({ zh: '订单收入·浦东店', en: 'Order income · 浦东店' });
    expect(lineName('shareBack')).toEqual({ zh: '分账回退', en: 'Profit shares returned' });
    expect(lineRemark('share', 3, 1)).toEqual({ zh: '子商户 3 笔', en: 'Sub-merchant, 3 shares' });
    expect(lineRemark('order', 12)).toEqual({ zh: '12 笔订单', en: '12 orders' });
    expect(lineRemark('refund', 1)).toEqual({ zh: '1 笔退款', en: '1 refund' });
  });

  it('put rows stored in Chinese only into English, and leave typed adjustment lines alone', () => {
    expect(englishOfStored('refund', '退款·浦东店', '2 笔退款')).toEqual({ name: 'Refunds · 浦东店', remark: '2 refunds' });
    expect(englishOfStored('share', '分账·场地方', '门店 4 笔')).toEqual({ name: 'Profit share · 场地方', remark: 'Store, 4 shares' });
    const rows = [
      { source: 1, lineKind: 'shareBack', categoryName: '分账回退', remark: '1 笔' },
      { source: 1, lineKind: 'order', categoryName: '订单收入·A', categoryNameEn: 'Order income · A', remark: '1 笔订单', remarkEn: '1 orders' },
      { source: 2, lineKind: 'adjust', categoryName: '设备维修补贴', remark: '人工' },
    ];
    expect(linesInLang(rows, 'en').map((r) => [r.categoryName, r.remark])).toEqual([
      ['Profit shares returned', '1 return'],
      ['Order income · A', '1 orders'],
      ['设备维修补贴', '人工'],
    ]);
    expect(linesInLang(rows, 'zh')).toBe(rows);
  });
});
