/**
 * Lint of `standardScreens` (catalogs and plugin declarations, model.ts StandardScreenSchema): each names
 * the route of an entity or composed page (a plugin page is routed by the console itself, not by
 * `registry.byRoute`, so it cannot take a second path), at most once; a standard path belongs to one screen
 * and is no route of its own (neither a screen's nor the console's); a button code is listed once.
 */
import type { StandardScreen } from './model';
import type { LoadedFile } from './registry';
import { isCatalog, isPluginDecl } from './registry';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

export function lintStandardScreens(files: LoadedFile[], p: Report, reserved: Set<string>): void {
  const screenRoutes = new Set<string>();
  const allRoutes = new Set(reserved);
  for (const { value: v } of files) {
    if (isPluginDecl(v)) v.pages?.forEach((pg) => allRoutes.add(pg.route));
    else if (!isCatalog(v) && v.route) {
      screenRoutes.add(v.route);
      allRoutes.add(v.route);
    }
  }
  const described = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const f of files) {
    const v = f.value;
    if (!isCatalog(v) && !isPluginDecl(v)) continue;
    v.standardScreens?.forEach((st: StandardScreen, i) => {
      const at = `/standardScreens/${i}`;
      if (!screenRoutes.has(st.route))
        p(f.file, `${at}/route`, `no entity or page has the route "${st.route}"`, "name a schema screen's route");
      else if (described.has(st.route))
        p(
          f.file,
          `${at}/route`,
          `"${st.route}" is described twice (also in ${described.get(st.route)})`,
          'merge the two',
        );
      else described.set(st.route, f.file);
      const codes = new Set<string>();
      st.buttons?.forEach((b, j) => {
        if (codes.has(b.code))
          p(f.file, `${at}/buttons/${j}/code`, `duplicate button "${b.code}"`, 'list each code once');
        codes.add(b.code);
      });
      if (st.path === undefined) return;
      if (st.path === st.route) p(f.file, `${at}/path`, 'the standard path is the route itself', 'leave "path" out');
      else if (allRoutes.has(st.path))
        p(f.file, `${at}/path`, `"${st.path}" is already a route`, 'a standard path opens one screen only');
      else if (paths.has(st.path))
        p(
          f.file,
          `${at}/path`,
          `"${st.path}" is already the standard path of ${paths.get(st.path)}`,
          'give it one screen',
        );
      else paths.set(st.path, st.route);
    });
  }
}
