/** Route or name -> the screen its schema describes (entity table, tree table or master-detail page). */
import { isPage } from '../schema/registry';
import { text } from '../schema/resolve';
import { useEngine } from '../data/context';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { EntityScreen, MasterDetailPage, ScreenNotFound } from './MasterDetailPage';
import { searchValuesFromQuery } from './search-params';

export interface SchemaScreenProps {
  name?: string;
  route?: string;
  /** A link's query: an entity list opens filtered by the search columns it names (searchValuesFromQuery). */
  query?: URLSearchParams;
}

export function SchemaScreen({ name, route, query }: SchemaScreenProps) {
  const { registry } = useEngine();
  const { lang } = useT(CRUD_NS);
  const found = name ? (registry.entity(name) ?? registry.page(name)) : route ? registry.byRoute(route) : undefined;
  if (!found) return <ScreenNotFound name={name ?? route} />;
  if (isPage(found)) return <MasterDetailPage key={found.name} page={found} />;
  const initialSearch = query && !found.tree ? searchValuesFromQuery(found, query) : undefined;
  return (
    <EntityScreen
      key={found.name}
      schema={found}
      title={text(found.title, lang)}
      initialSearch={initialSearch && Object.keys(initialSearch).length ? initialSearch : undefined}
    />
  );
}
