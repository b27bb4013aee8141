// The code two or more public pages share goes into one chunk, 'site' (docs/decisions/019-less-during-the-splash.md).
// Left to itself the bundler gives each set of pages that shares a module a chunk of its own: /menu
// asked for ten small files during the splash, each a round trip and, on HTTP/1.1, a wait for one
// of the browser's six connections. Code the entry already loads stays in the entry, and code only
// the admin or one page uses stays where the bundler puts it.
import { resolve } from 'node:path';
import { PRIVATE_PAGES } from '../domain/page-routes.ts';
import { routeTable } from '../web/src/app/route-table.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
}

/** A code-splitting group's `name`: 'site' for a module shared by two or more public pages, null otherwise. */
export function sharedPageCode(root: string) {
  const publicPages = new Set(
    routeTable.filter((r) => !PRIVATE_PAGES.includes(r.path)).map((r) => resolve(root, `src/pages/${r.page}.tsx`)),
  );
  /** The public pages that import `id` (through other modules too), and 'entry' if the entry does. */
  const importedBy = (id: string, graph: ModuleGraph) => {
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (publicPages.has(next)) found.add(next);
      const info = graph.getModuleInfo(next);
      if (info?.isEntry) found.add('entry');
      for (const importer of info?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return found;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    const pages = importedBy(id, graph);
    return pages.has('entry') || pages.size < 2 ? null : 'site';
  };
}
