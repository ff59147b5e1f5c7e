/**
 * The operations cell of a row: view, edit, delete, add child (trees), the schema's row actions and the
 * state-machine transitions the row's state allows (and the user holds the code of).
 * Plain `<button>`s styled as links, not antd `Button`s: a 100-row page has 300+ of them, and antd's
 * Button (wave effect, style hooks, context reads per instance) was a large part of the table's first
 * render (issue 5, table 100 × 50 ≤ 1.3 × bare antd). One shared stylesheet (React dedupes it by href).
 */
import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Dropdown, theme } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { Row } from '../data/provider';
import type { EntitySchema } from '../schema/model';
import { actionPermission, text, transitionPermission, type Lang } from '../schema/resolve';
import { allowedTransitions, statusColumn, transitionsOf } from '../schema/state-machine';
import { findOption, optionsOf, useScreenOptionsContext } from '../form';
import type { StateLabel } from './use-actions';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { conditionHolds } from './table-columns';
import { textWidth } from './column-fit';
import { isLocked } from './row-lock';
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
  labels: { view: string; edit: string; delete: string; addChild: string; more: string };
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
      labels: { view: t('view'), edit: t('edit'), delete: t('delete'), addChild: t('addChild'), more: t('more') },
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
.crud-row-op{background:none;border:0;padding:0 7px;height:24px;font:inherit;line-height:24px;cursor:pointer;border-radius:4px;color:var(--crud-op);white-space:nowrap}
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

/** One button of a row: what it says, whether it is dangerous, what it does. */
export interface RowOp {
  key: string;
  label: string;
  danger?: boolean;
  run: () => void;
}

/** Up to this many buttons show in the row; with more, the first INLINE - 1 and a "more" menu. */
export const INLINE = 4;

/** The buttons shown in the row and those in its "more" menu. */
export function splitOps(ops: RowOp[]): { inline: RowOp[]; more: RowOp[] } {
  if (ops.length <= INLINE) return { inline: ops, more: [] };
  return { inline: ops.slice(0, INLINE - 1), more: ops.slice(INLINE - 1) };
}

/** Width of the operations column for these buttons: each label, its padding, the "more" link. */
export function operationsWidth(labels: string[], moreLabel: string): number {
  const { inline, more } = splitOps(labels.map((label, i) => ({ key: String(i), label, run: () => undefined })));
  const links = [...inline.map((o) => o.label), ...(more.length ? [moreLabel] : [])];
  const width = links.reduce((w, l) => w + textWidth(l) + 14, 0) + (more.length ? 14 : 0);
  return Math.max(80, Math.ceil(width + 17 + 4));
}

/**
 * The row's buttons in the order they are offered: view, edit, the actions and transitions (schema order),
 * add child, then the destructive ones (delete, danger actions and transitions), which the "more" menu
 * takes first when there are many. `row` undefined: every button any row might show (to size the column).
 */
export function rowOps(
  screen: Pick<CrudController, 'schema' | 'can'> & { crud?: CrudController },
  look: RowOpsLook,
  row: Row | undefined,
  onAddChild?: (row: Row) => void,
): RowOp[] {
  const { lang, labels } = look;
  const { schema, can } = screen;
  // Sizing the column (no controller) builds the same list with buttons that do nothing.
  const crud = screen.crud ?? idle;
  const r = row ?? {};
  const locked = !!row && isLocked(schema, row);
  const rowActions = (schema.actions ?? []).filter(
    (a) => a.scope === 'row' && can.code(actionPermission(schema, a)) && (!row || conditionHolds(a.visible, row)),
  );
  // Only the transitions the row's state allows, and only those the user holds the code of.
  const transitions = (row ? allowedTransitions(schema, row) : transitionsOf(schema)).filter((t) =>
    can.code(transitionPermission(schema, t)),
  );
  const safe: RowOp[] = [];
  const risky: RowOp[] = [];
  if (can.view) safe.push({ key: 'view', label: labels.view, run: () => crud.openView(r) });
  if (locked) return safe;
  if (can.edit) safe.push({ key: 'edit', label: labels.edit, run: () => crud.openEdit(r) });
  for (const a of rowActions)
    (a.danger ? risky : safe).push({
      key: `action:${a.key}`,
      label: text(a.label, lang),
      danger: a.danger,
      run: () => void crud.runAction(a, [r]),
    });
  for (const t of transitions)
    (t.danger ? risky : safe).push({
      key: `transition:${t.key}`,
      label: text(t.label, lang),
      danger: t.danger,
      run: () => void crud.runTransition(t, [r], look.stateLabel),
    });
  if (onAddChild && can.add) safe.push({ key: 'addChild', label: labels.addChild, run: () => onAddChild(r) });
  if (can.delete) risky.unshift({ key: 'delete', label: labels.delete, danger: true, run: () => crud.removeRows([r]) });
  return [...safe, ...risky];
}

const nothing = () => undefined;
const idle = {
  openView: nothing,
  openEdit: nothing,
  removeRows: nothing,
  runAction: nothing,
  runTransition: nothing,
} as unknown as CrudController;

/** The "more" link: a plain button until first opened, then an antd Dropdown (100 rows carry no trigger). */
function MoreOps({ ops, look }: { ops: RowOp[]; look: RowOpsLook }) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="crud-row-op crud-row-more"
      style={look.link}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={(e) => {
        e.stopPropagation();
        setArmed(true);
        setOpen((o) => !o);
      }}
    >
      {look.labels.more} <DownOutlined style={{ fontSize: 10 }} />
    </button>
  );
  if (!armed) return button;
  return (
    <Dropdown
      open={open}
      onOpenChange={(o, info) => info.source === 'trigger' && setOpen(o)}
      trigger={['click']}
      menu={{
        items: ops.map((o) => ({ key: o.key, label: o.label, danger: o.danger })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          setOpen(false);
          ops.find((o) => o.key === key)?.run();
        },
      }}
    >
      {button}
    </Dropdown>
  );
}

export function RowOperations({ crud: own, row, look, onAddChild }: RowOperationsProps) {
  const fromContext = useContext(CrudControllerContext);
  const crud = own ?? fromContext;
  if (!crud) throw new Error('RowOperations: pass `crud` or render inside CrudControllerContext');
  const { inline, more } = splitOps(rowOps({ schema: crud.schema, can: crud.can, crud }, look, row, onAddChild));
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
