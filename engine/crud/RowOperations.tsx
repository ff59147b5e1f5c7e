/**
 * The operations cell of a row: view, edit, delete, add child (trees), the schema's row actions and the
 * state-machine transitions the row's state allows (and the user holds the code of).
 * Plain `<button>`s styled as links, not antd `Button`s: a 100-row page has 300+ of them, and antd's
 * Button (wave effect, style hooks, context reads per instance) was a large part of the table's first
 * render (issue 5, table 100 × 50 ≤ 1.3 × bare antd). One shared stylesheet (React dedupes it by href).
 */
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Dropdown, theme } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { Row } from '../data/provider';
import type { Action, EntitySchema } from '../schema/model';
import { actionPermission, text, transitionPermission, type Lang } from '../schema/resolve';
import { allowedTransitions, groupTransitions, statusColumn } from '../schema/state-machine';
import { findOption, optionsOf, useScreenOptionsContext } from '../form';
import type { StateLabel } from './use-actions';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { conditionHolds } from './table-columns';
import { ordered, splitOps, type RowOp } from './column-priority';
import type { CrudController } from './use-crud';

/** The screen's controller for the operations cells (CrudView), so the table's columns need not change with it. */
export const CrudControllerContext = createContext<CrudController | null>(null);

/**
 * What every row's buttons share: texts and link colours. Looked up once per table (useRowOpsLook in
 * CrudView), not per row: useT and theme.useToken in each of 100 cells and 300 buttons were a visible
 * part of the first render (issue 5).
 */
export interface RowOpsLook {
  lang: Lang;
  labels: {
    view: string;
    edit: string;
    delete: string;
    addChild: string;
    enable: string;
    disable: string;
    more: string;
  };
  link: CSSProperties;
  danger: CSSProperties;
  /** A state of the schema's state machine → its dictionary label (messages of transitions). */
  stateLabel: StateLabel;
}

/** A state key → its label, from the options the screen loaded (the key itself until they arrive). */
export function useStateLabel(schema?: EntitySchema): StateLabel {
  const options = useScreenOptionsContext();
  const column = schema ? statusColumn(schema) : undefined;
  const items = column && options ? optionsOf(column, options) : undefined;
  return useMemo(() => (state: unknown) => findOption(items, state)?.label ?? String(state ?? ''), [items]);
}

export function useRowOpsLook(schema?: EntitySchema): RowOpsLook {
  const { t, lang } = useT(CRUD_NS);
  const { token } = theme.useToken();
  const { colorLink, colorLinkHover, colorError, colorErrorHover } = token;
  const stateLabel = useStateLabel(schema);
  return useMemo(
    () => ({
      lang,
      labels: {
        view: t('view'),
        edit: t('edit'),
        delete: t('delete'),
        addChild: t('addChild'),
        enable: t('enable'),
        disable: t('disable'),
        more: t('more'),
      },
      link: { '--crud-op': colorLink, '--crud-op-hover': colorLinkHover } as CSSProperties,
      danger: { '--crud-op': colorError, '--crud-op-hover': colorErrorHover } as CSSProperties,
      stateLabel,
    }),
    [t, lang, colorLink, colorLinkHover, colorError, colorErrorHover, stateLabel],
  );
}

export interface RowOperationsProps {
  /** Default: the controller from CrudControllerContext. */
  crud?: CrudController;
  row: Row;
  look: RowOpsLook;
  /** Trees: open the add dialog preset as this row's child. */
  onAddChild?: (row: Row) => void;
}

const OPS_CSS = `.crud-row-operations{display:flex;flex-wrap:nowrap;align-items:center;white-space:nowrap}
.crud-row-op{background:none;border:0;padding:0 7px;height:24px;font:inherit;line-height:24px;cursor:pointer;border-radius:4px;color:var(--crud-op)}
.crud-row-op:hover{color:var(--crud-op-hover)}
.crud-row-op:focus-visible{outline:2px solid var(--crud-op-hover);outline-offset:1px}`;

interface LinkProps {
  style: CSSProperties;
  onClick: (e: { stopPropagation: () => void }) => void;
  children: ReactNode;
}

const OpLink = ({ style, onClick, children }: LinkProps) => (
  <button type="button" className="crud-row-op" style={style} onClick={onClick}>
    {children}
  </button>
);

/**
 * A row action's words. One that flips a 0/1 field (`effect.toggle`) says what it will do to this row —
 * 停用 on an enabled row, 启用 on a disabled one — rather than "启用/停用" (issue 35).
 */
export function actionLabel(a: Action, row: Row, look: Pick<RowOpsLook, 'lang' | 'labels'>): string {
  const prop = a.effect?.toggle;
  if (!prop) return text(a.label, look.lang);
  const on = row[prop] === 1 || row[prop] === '1' || row[prop] === true;
  return on ? look.labels.disable : look.labels.enable;
}

/** A row operation with what it does. */
export interface RowOpItem extends RowOp {
  run: () => void;
}

/**
 * Every operation this row offers this user, in the order they are offered (column-priority `ordered`):
 * view, edit, delete, add child (trees), the schema's row actions and the transitions the row's state
 * allows and the user holds the code of.
 */
export function rowOpsOf(
  crud: CrudController,
  row: Row,
  look: Pick<RowOpsLook, 'lang' | 'labels' | 'stateLabel'>,
  onAddChild?: (row: Row) => void,
): RowOpItem[] {
  const { schema, can } = crud;
  const { lang, labels } = look;
  // A locked row (schema `table.locked`) offers no edit or delete: the server would refuse them.
  const locked = !!schema.table?.locked && conditionHolds(schema.table.locked, row);
  const ops: RowOpItem[] = [];
  if (can.view) ops.push({ key: 'view', label: labels.view, run: () => crud.openView(row) });
  if (can.edit && !locked) ops.push({ key: 'edit', label: labels.edit, run: () => crud.openEdit(row) });
  if (can.delete && !locked)
    ops.push({ key: 'delete', label: labels.delete, danger: true, run: () => crud.removeRows([row]) });
  if (onAddChild && can.add) ops.push({ key: 'addChild', label: labels.addChild, run: () => onAddChild(row) });
  for (const a of schema.actions ?? [])
    if (a.scope === 'row' && can.code(actionPermission(schema, a)) && conditionHolds(a.visible, row))
      ops.push({
        key: a.key,
        label: actionLabel(a, row, look),
        danger: a.danger,
        run: () => void crud.runAction(a, [row]),
      });
  // Only the transitions the row's state allows, and only those the user holds the code of. A group's
  // members make one action, named (and keyed, for `inlineOps`) by the group, its kind chosen in the dialog.
  const transitions = allowedTransitions(schema, row).filter((t) => can.code(transitionPermission(schema, t)));
  for (const members of groupTransitions(transitions)) {
    const [t] = members;
    const grouped = members.length > 1 ? t.group : undefined;
    ops.push({
      key: grouped ? grouped.key : t.key,
      label: text(grouped ? grouped.label : t.label, lang),
      danger: t.danger,
      run: () => void crud.runTransition(t, [row], look.stateLabel, members),
    });
  }
  return ordered(ops);
}

/** A row's buttons and More menu (schema `table.inlineOps`, else column-priority `splitOps`). */
export const splitRowOps = (schema: EntitySchema, ops: RowOpItem[]) => splitOps(ops, schema.table?.inlineOps);

export function RowOperations({ crud: own, row, look, onAddChild }: RowOperationsProps) {
  const fromContext = useContext(CrudControllerContext);
  const crud = own ?? fromContext;
  if (!crud) throw new Error('RowOperations: pass `crud` or render inside CrudControllerContext');
  const { inline, more } = splitRowOps(crud.schema, rowOpsOf(crud, row, look, onAddChild));
  // Clicks inside the cell must not also choose the row (master tables react to row clicks).
  const stop = (fn: () => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    fn();
  };
  return (
    <div className="crud-row-operations">
      <style href="crud-row-operations" precedence="default">
        {OPS_CSS}
      </style>
      {inline.map((o) => (
        <OpLink key={o.key} style={o.danger ? look.danger : look.link} onClick={stop(o.run)}>
          {o.label}
        </OpLink>
      ))}
      {more.length > 0 && <MoreOps ops={more} look={look} />}
    </div>
  );
}

/** The row's secondary operations behind 更多 / More (a dropdown; danger ones in the error colour). */
function MoreOps({ ops, look }: { ops: RowOpItem[]; look: RowOpsLook }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ops.map((o) => ({ key: o.key, label: o.label, danger: o.danger })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          ops.find((o) => o.key === key)?.run();
        },
      }}
    >
      <button
        type="button"
        className="crud-row-op crud-row-more"
        style={look.link}
        aria-label={look.labels.more}
        aria-haspopup="menu"
        onClick={(e) => e.stopPropagation()}
      >
        {look.labels.more} <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
