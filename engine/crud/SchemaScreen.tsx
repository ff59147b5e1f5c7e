/** Route or name -> the screen its schema describes (entity table, tree table or master-detail page). */
import { Result } from 'antd';
import { isPage } from '../schema/registry';
import { text } from '../schema/resolve';
import { useEngine } from '../data/context';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { EntityScreen, MasterDetailPage } from './MasterDetailPage';

export interface SchemaScreenProps {
  name?: string;
  route?: string;
}

export function SchemaScreen({ name, route }: SchemaScreenProps) {
  const { registry } = useEngine();
  const { t, lang } = useT(CRUD_NS);
  const found = name ? (registry.entity(name) ?? registry.page(name)) : route ? registry.byRoute(route) : undefined;
  if (!found) return <Result status="404" title={t('notFound')} subTitle={name ?? route} />;
  if (isPage(found)) return <MasterDetailPage key={found.name} page={found} />;
  return <EntityScreen key={found.name} schema={found} title={text(found.title, lang)} />;
}
