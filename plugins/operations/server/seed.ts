/**
 * Demo data of the operations screens, written once on a new database for every merchant tenant (not the
 * platform's): the ad positions of the mini-program, the cabinet screens and the merchant app; ads of
 * every kind with slides; a product page per rental product; two questionnaires with answers and the
 * prizes they won, some issued, some waiting. Deterministic: the same rows on every new database.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { demoPicture } from './demo-pictures';
import { sanitizeHtml } from './sanitize';

const POSITIONS: Array<[string, string, number, number, number]> = [
  ['小程序首页轮播', 'mp_home_banner', 1, 750, 320],
  ['小程序骑行结束页', 'mp_ride_end', 1, 690, 240],
  ['柜机待机屏', 'cabinet_idle', 2, 1080, 1920],
  ['商户端公告栏', 'merchant_notice', 3, 690, 200],
];
const ADS: Array<[string, number, number, string | null, string]> = [
  ['周末亲子畅玩 8 折', 0, 1, null, ''],
  ['新用户首单立减 5 元', 0, 2, null, '<h3>新用户专享</h3><p>首次租车立减 <strong>5 元</strong>，每位会员限一次。</p>'],
  ['骑行结束问卷有礼', 1, 2, null, '<p>完成 3 道小题，抽 <em>骑行券</em> 与现金红包。</p>'],
  ['暑期游乐节', 2, 3, 'https://www.example.com/summer', ''],
  ['商户对账说明', 3, 2, null, '<p>每月 5 日前确认上月账单，逾期系统自动确认。</p><ul><li>登录商户端</li><li>进入账单管理</li></ul>'],
];
const QUESTIONS = JSON.stringify([
  { q: '这次骑行满意吗？', options: ['很满意', '满意', '一般', '不满意'] },
  { q: '车辆是否干净？', options: ['是', '否'] },
  { q: '下次还会来玩吗？', options: ['会', '不确定', '不会'] },
]);
const NAMES = ['张敏', '李娜', '王磊', '刘洋', '陈静', '杨帆', '赵雪', '黄涛', '周婷', '吴昊', '徐丽', '孙强'];

export async function seedOperations(db: Db): Promise<Record<string, number>> {
  const tenants = await db
    .selectFrom('blade_tenant')
    .select('tenant_id')
    .where('is_deleted', '=', 0)
    .where('tenant_id', '<>', '000000')
    .orderBy('tenant_id')
    .execute();
  const now = nowText();
  const base = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  let made = 0;
  for (const { tenant_id } of tenants) {
    const t = { tenant_id, ...base };
    const positionIds: number[] = [];
    for (const [i, [name, code, client, w, h]] of POSITIONS.entries()) {
      const r = await db
        .insertInto('so_ad_position')
        .values({ ...t, position_name: name, position_code: code, client_type: client, width: w, height: h, sort: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      positionIds.push(Number(r.id));
    }
    const adIds: number[] = [];
    for (const [i, [name, pos, type, url, html]] of ADS.entries()) {
      const r = await db
        .insertInto('so_ad')
        .values({
          ...t,
          ad_name: name,
          position_id: positionIds[pos],
          ad_type: type,
          image_url: demoPicture(`demo-ad-${i + 1}`),
          link_url: url,
          start_time: '2026-06-01 00:00:00',
          end_time: '2026-12-31 23:59:59',
          sort: i + 1,
          content: html ? sanitizeHtml(html) : null,
          ...(i === 3 && { status: 0 }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      adIds.push(Number(r.id));
    }
    const slides = [1, 2, 3].map((n) => ({
      ...t,
      ad_id: adIds[0],
      title: `轮播图 ${n}`,
      image_url: demoPicture(`demo-slide-${n}`),
      link_url: n === 3 ? 'https://www.example.com/weekend' : null,
      sort: n,
    }));
    await db.insertInto('so_ad_detail').values(slides).execute();
    const products = await db
      .selectFrom('sp_product')
      .select(['id', 'product_name'])
      .where('tenant_id', '=', tenant_id)
      .where('product_type', '=', 'toycar')
      .orderBy('sort')
      .execute();
    for (const [i, p] of products.entries())
      await db
        .insertInto('so_product_page')
        .values({
          ...t,
          page_title: `${String(p.product_name)} 介绍`,
          product_id: Number(p.id),
          image_url: demoPicture(`demo-product-${(i % 6) + 1}`),
          sort: i + 1,
          content: sanitizeHtml(`<h3>${String(p.product_name)}</h3><p>扫码即骑，按时计费，随借随还。</p><p>适合 3–8 岁儿童，家长陪同。</p>`),
        })
        .execute();
    const quiz = [
      ['骑行满意度调查', 2, '骑行券 10 元', 0],
      ['暑期亲子活动问卷', 1, '现金红包 5 元', 500],
    ] as const;
    for (const [qi, [title, prizeType, prizeName, amount]] of quiz.entries()) {
      const q = await db
        .insertInto('so_questionnaire')
        .values({
          ...t,
          title,
          description: '感谢参与，提交后随机抽奖。',
          questions: QUESTIONS,
          prize_type: prizeType,
          prize_name: prizeName,
          start_time: '2026-07-01 00:00:00',
          end_time: '2026-12-31 23:59:59',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, name] of NAMES.entries()) {
        const phone = `139${String(qi)}${String(10000000 + i * 7919).slice(1)}`;
        const at = `2026-11-${String(10 + (i % 18)).padStart(2, '0')} ${String(9 + (i % 10)).padStart(2, '0')}:15:00`;
        await db
          .insertInto('so_questionnaire_answer')
          .values({ tenant_id, questionnaire_id: Number(q.id), member_name: name, member_phone: phone, answers: JSON.stringify([i % 4, i % 2, i % 3]), score: 5 - (i % 4), create_time: at })
          .execute();
        if (i % 3 === 0)
          await db
            .insertInto('so_award_record')
            .values({ tenant_id, questionnaire_id: Number(q.id), member_name: name, member_phone: phone, prize_type: prizeType, prize_name: prizeName, prize_amount: amount, prize: i % 2, issue_remark: i % 2 ? '已通过小程序发放' : null, create_time: at })
            .execute();
      }
    }
    made += POSITIONS.length + ADS.length + slides.length + products.length;
  }
  return { operationsRows: made };
}
