/**
 * A page schema of type master-detail: a master table beside (horizontal) or above (vertical) a detail
 * table filtered by the chosen master row. The detail's add presets the link values; until a master
 * row is chosen the detail shows a hint and cannot add.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Col, Row as GridRow } from 'antd';
import type { EntitySchema, PageSchema } from '../schema/model';
import { text } from '../schema/resolve';
import type { Row } from '../data/provider';
import { useEngine } from '../data/context';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { CrudPage } from './CrudPage';
import { TreeCrudPage } from './TreeCrudPage';
import { withTenantColumn } from './tenant-column';

export interface MasterDetailPageProps {
  page: PageSchema;
}

const NotFound = lazy(() => import('./NotFound'));

/** The 404 page of a screen whose schema is missing (antd Result, loaded when shown: NotFound.tsx). */
export function ScreenNotFound({ name }: { name?: string }) {
  return (
    <Suspense fallback={null}>
      <NotFound name={name} />
    </Suspense>
  );
}

/**
 * The screen for one entity: tree entities get the tree table. The platform administrator's screens of
 * tenant-scoped entities also say whose each row is (tenant-column.ts).
 */
export function EntityScreen(props: Parameters<typeof CrudPage>[0]) {
  const { platformAdmin } = useEngine();
  const schema = useMemo(() => withTenantColumn(props.schema, platformAdmin), [props.schema, platformAdmin]);
  return schema.tree ? <TreeCrudPage {...props} schema={schema} /> : <CrudPage {...props} schema={schema} />;
}

export function MasterDetailPage({ page }: MasterDetailPageProps) {
  const { registry } = useEngine();
  const { t, lang } = useT(CRUD_NS);
  const [masterRow, setMasterRow] = useState<Row>();
  const { master: masterName, detail: detailName, link, direction } = page.layout;
  const master = registry.entity(masterName);
  const detail = registry.entity(detailName);

  const fixedParams = useMemo(
    () => (masterRow ? { [link.detailProp]: masterRow[link.masterProp] } : undefined),
    [masterRow, link.detailProp, link.masterProp],
  );
  const addDefaults = useMemo(() => {
    if (!masterRow) return undefined;
    const copied = Object.fromEntries(Object.entries(link.copy ?? {}).map(([to, from]) => [to, masterRow[from]]));
    return { ...copied, [link.detailProp]: masterRow[link.masterProp] };
  }, [masterRow, link]);

  if (!master || !detail) return <ScreenNotFound name={!master ? masterName : detailName} />;

  const horizontal = direction === 'horizontal';
  const hint = t(horizontal ? 'chooseMasterLeft' : 'chooseMasterTop', {
    master: text(master.title, lang),
    detail: text(detail.title, lang),
  });
  const masterView = (
    <EntityScreen
      schema={master as EntitySchema}
      title={text(master.title, lang)}
      onRowClick={setMasterRow}
      activeRowKey={masterRow?.id}
    />
  );
  const detailView = (
    <EntityScreen
      // A new master row is a new detail screen: selections and expansions do not carry over.
      key={String(masterRow?.id ?? '')}
      schema={detail}
      title={text(detail.title, lang)}
      fixedParams={fixedParams}
      addDefaults={addDefaults}
      waitingHint={masterRow ? undefined : hint}
    />
  );
  return horizontal ? (
    <GridRow gutter={16} className="crud-master-detail" data-page={page.name}>
      <Col xs={24} xl={11} data-testid="master-pane">
        {masterView}
      </Col>
      <Col xs={24} xl={13} data-testid="detail-pane">
        {detailView}
      </Col>
    </GridRow>
  ) : (
    <div className="crud-master-detail" data-page={page.name}>
      <div data-testid="master-pane">{masterView}</div>
      <div style={{ height: 16 }} />
      <div data-testid="detail-pane">{detailView}</div>
    </div>
  );
}
