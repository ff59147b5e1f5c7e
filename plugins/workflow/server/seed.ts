/**
 * Demo data of the workflow (a new database only, after the system module's demo): the leave process
 * deployed to both demo tenants, and in the brand 童趣出行 (100001) the people of a small approval chain —
 * 张伟 (部门经理, role `manager`), 刘洋 (人事专员, role `hr`), the store staff 王芳 and 陈静 (role `staff`), all
 * with the demo password — whose roles may use the work lists, and four leave requests in different states,
 * run through the real engine: one waiting for 张伟, one approved by him and waiting for HR to claim it,
 * one approved, one rejected.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { hashTypedPassword } from '../../../server/auth/password';
import { DEMO, ensure } from '../../../server/kernel/db/demo-seed';
import { deploy } from './deploy';
import { submitLeave } from './leave';
import { LEAVE_PROCESS_XML } from './leave-bpmn';
import { loadDefinition, type Actor } from './runtime';
import { completeTask } from './tasks';
import { T } from './tables';

/** Menu rows of the work lists (the folder, the pages, their buttons): what the demo roles are granted. */
async function workMenuIds(db: Db): Promise<number[]> {
  const pages = await db
    .selectFrom('blade_menu')
    .select('id')
    .where('code', 'in', [
      'work',
      'workflow.start',
      'workflow.claim',
      'workflow.todo',
      'workflow.send',
      'workflow.done',
    ])
    .where('is_deleted', '=', 0)
    .execute();
  const ids = pages.map((r) => Number(r.id));
  if (!ids.length) return [];
  const buttons = await db
    .selectFrom('blade_menu')
    .select('id')
    .where('parent_id', 'in', ids)
    .where('category', '=', 2)
    .execute();
  return [...ids, ...buttons.map((r) => Number(r.id))];
}

async function demoPeople(db: Db, tenant: string): Promise<Map<string, Actor>> {
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const roles = new Map<string, number>();
  for (const [alias, name, sort] of [
    ['manager', '部门经理', 3],
    ['hr', '人事专员', 4],
    ['staff', '门店员工', 5],
  ] as const)
    roles.set(
      alias,
      await ensure(
        db,
        'blade_role',
        { tenant_id: tenant, role_alias: alias },
        { ...audit, role_name: name, sort, parent_id: 0 },
      ),
    );
  const menus = await workMenuIds(db);
  for (const roleId of roles.values())
    if (menus.length)
      await db
        .insertInto('blade_role_menu')
        .values(menus.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
        .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
        .execute();
  const dept = await db
    .selectFrom('blade_dept')
    .select('id')
    .where('tenant_id', '=', tenant)
    .orderBy('id')
    .executeTakeFirst();
  const people = new Map<string, Actor>();
  for (const [account, realName, role, phone] of [
    ['zhangwei', '张伟', 'manager', '13816880001'],
    ['liuyang', '刘洋', 'hr', '13816880002'],
    ['wangfang', '王芳', 'staff', '13816880003'],
    ['chenjing', '陈静', 'staff', '13816880004'],
  ] as const) {
    const id = await ensure(
      db,
      'blade_user',
      { tenant_id: tenant, account },
      {
        ...audit,
        password: await hashTypedPassword(DEMO.adminPassword),
        name: realName,
        real_name: realName,
        avatar: '',
        email: `${account}@kiddo.toycar.local`,
        phone,
        birthday: null,
        sex: 3,
        role_id: String(roles.get(role)),
        dept_id: dept ? String(dept.id) : '',
        post_id: '',
        user_type: 1,
        oauth_id: '',
      },
    );
    people.set(account, { id, name: realName, tenantId: tenant, deptId: dept ? Number(dept.id) : null });
  }
  return people;
}

async function tenantAdmin(db: Db, tenant: string): Promise<Actor | undefined> {
  const row = await db
    .selectFrom('blade_user')
    .select(['id', 'real_name', 'dept_id'])
    .where('tenant_id', '=', tenant)
    .where('account', '=', 'admin')
    .executeTakeFirst();
  return row
    ? { id: Number(row.id), name: String(row.real_name), tenantId: tenant, deptId: Number(row.dept_id) || null }
    : undefined;
}

export async function seedWorkflowDemo(db: Db): Promise<Record<string, number>> {
  const tenants = [DEMO.platformTenant, DEMO.demoTenant];
  const already = await db.selectFrom(T.process).select('id').where('process_key', '=', 'Leave').executeTakeFirst();
  if (already) return {};
  const deployed = new Map<string, number>();
  for (const tenant of tenants) {
    const admin = await tenantAdmin(db, tenant);
    if (!admin) continue;
    const [id] = await deploy(db, admin, {
      xml: LEAVE_PROCESS_XML,
      category: 'leave',
      resourceName: 'Leave.bpmn20.xml',
      tenantIds: [tenant],
    });
    deployed.set(tenant, id);
  }
  const definitionId = deployed.get(DEMO.demoTenant);
  if (!definitionId) return { flowDefinitions: deployed.size };
  const people = await demoPeople(db, DEMO.demoTenant);
  const definition = (await loadDefinition(db, definitionId, DEMO.demoTenant))!;
  const boss = people.get('zhangwei')!;
  const leave = (who: string, startTime: string, endTime: string, reason: string) =>
    submitLeave(db, people.get(who)!, definition, { startTime, endTime, reason, approver: boss });
  const leaderTask = async (instanceId: number) => {
    const task = await db
      .selectFrom(T.task)
      .select('id')
      .where('instance_id', '=', instanceId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return Number(task.id);
  };
  // 1. Waiting for 张伟.
  await leave('wangfang', '2026-12-08 09:00:00', '2026-12-09 18:00:00', '孩子发烧，需在家照顾两天');
  // 2. Five days: 张伟 agreed, HR (刘洋) has to claim it.
  const long = await leave('chenjing', '2026-12-14 09:00:00', '2026-12-18 18:00:00', '回老家（江西九江）办理户口迁移');
  await completeTask(db, boss, await leaderTask(long.instanceId), {
    pass: true,
    comment: '同意，请提前交接门店排班',
    variables: {},
  });
  // 3. One day, approved at once.
  const short = await leave('wangfang', '2026-11-20 09:00:00', '2026-11-20 18:00:00', '参加驾照科目三考试');
  await completeTask(db, boss, await leaderTask(short.instanceId), {
    pass: true,
    comment: '同意，祝考试顺利',
    variables: {},
  });
  // 4. Rejected.
  const refused = await leave('chenjing', '2026-12-26 09:00:00', '2026-12-28 18:00:00', '和家人去三亚旅游');
  await completeTask(db, boss, await leaderTask(refused.instanceId), {
    pass: false,
    comment: '周末门店客流高峰，请改到下月',
    variables: {},
  });
  const platform = await platformLeaves(db, deployed.get(DEMO.platformTenant));
  const models = await seedFlowModels(db, tenants);
  return { flowDefinitions: deployed.size, flowInstances: 4 + platform, flowModels: models };
}

/**
 * The platform administrator's own lists are not empty either: in the platform tenant the administrator
 * asks for leave and approves it (the only person there), one request in each state — waiting for
 * approval (in their to-do list), approved by the leader and waiting for HR to claim, approved, rejected.
 */
async function platformLeaves(db: Db, definitionId: number | undefined): Promise<number> {
  const admin = await tenantAdmin(db, DEMO.platformTenant);
  if (!definitionId || !admin) return 0;
  const definition = (await loadDefinition(db, definitionId, DEMO.platformTenant))!;
  const leave = (startTime: string, endTime: string, reason: string) =>
    submitLeave(db, admin, definition, { startTime, endTime, reason, approver: admin });
  const taskOf = async (instanceId: number) =>
    Number(
      (
        await db
          .selectFrom(T.task)
          .select('id')
          .where('instance_id', '=', instanceId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    );
  await leave('2026-12-21 09:00:00', '2026-12-21 18:00:00', '参加行业展会（上海新国际博览中心）');
  const hr = await leave('2026-12-10 09:00:00', '2026-12-12 18:00:00', '年度体检及复查');
  await completeTask(db, admin, await taskOf(hr.instanceId), { pass: true, comment: '同意', variables: {} });
  const done = await leave('2026-11-03 09:00:00', '2026-11-03 12:00:00', '半天事假：办理房产证');
  await completeTask(db, admin, await taskOf(done.instanceId), { pass: true, comment: '同意', variables: {} });
  const no = await leave('2026-12-30 09:00:00', '2027-01-02 18:00:00', '元旦前后连休');
  await completeTask(db, admin, await taskOf(no.instanceId), {
    pass: false,
    comment: '年末结账期间请留守',
    variables: {},
  });
  return 4;
}

/** Models in the designer (not yet deployed): the leave process itself and a draft expense flow. */
async function seedFlowModels(db: Db, tenants: string[]): Promise<number> {
  if (await db.selectFrom('blade_flow_model').select('id').limit(1).executeTakeFirst()) return 0;
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const rows = tenants.flatMap((tenant_id) => [
    {
      tenant_id,
      model_key: 'Leave',
      name: '请假流程',
      category: 'leave',
      version: 1,
      description: '员工请假：直属领导审批，三天以上人事审批',
      // Stored as the model screen stores what it is given: trimmed (the file ends with a line break).
      xml: LEAVE_PROCESS_XML.trim(),
      ...audit,
    },
    {
      tenant_id,
      model_key: 'Expense',
      name: '费用报销（草稿）',
      category: 'expense',
      version: 1,
      description: '门店日常费用报销：店长提交，区域经理审批，财务付款',
      xml: LEAVE_PROCESS_XML.replace(/Leave/g, 'Expense').replace(/请假/g, '报销').trim(),
      ...audit,
    },
  ]);
  await db.insertInto('blade_flow_model').values(rows).execute();
  return rows.length;
}
