// The code two or more public pages that work share goes into one chunk, 'site'
// (docs/decisions/019-less-during-the-splash.md).
// Left to itself the bundler gives each set of pages that shares a module a chunk of its own: /menu
// asked for ten small files during the splash, each a round trip and, on HTTP/1.1, a wait for one
// of the browser's six connections. Code the entry already loads stays in the entry, and code only
// the admin or one page uses stays where the bundler puts it.
import { resolve } from 'node:path';
import { PRIVATE_PAGES } from '../domain/page-routes.ts';
import { routeTable } from '../web/src/app/route-table.ts';

/** A compiled message's module, and its key. */
const MESSAGE = /[\\/]i18n[\\/]paraglide[\\/]messages[\\/](?!_index)(\w+)\.js$/;
/** The compiled catalogues' re-exporting modules (i18n/paraglide/messages.js and messages/_index.js). */
const MESSAGE_INDEX = /[\\/]i18n[\\/]paraglide[\\/]messages(\.js|[\\/]_index\.js)$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean; code?: string | null } | null;
}

/**
 * A code-splitting group's `name`: 'islands' for a module the islands of every drawn page run,
 * 'site' for one shared by two or more public pages, null otherwise.
 */
export function sharedPageCode(root: string) {
  // A drawn page runs its own chunk only where it works (route-table.ts `works`): those are the pages
  // whose shared code is worth one chunk; a page that only reads never loads it.
  const publicPages = new Set(
    routeTable.filter((r) => r.works && !PRIVATE_PAGES.includes(r.path)).map((r) => resolve(root, `src/pages/${r.page}.tsx`)),
  );
  // What every drawn page's islands run (app/islands.tsx and the layout's islands, React DOM among
  // it): one chunk, 'islands', so that a page that only reads loads no other page's code
  // (docs/decisions/037-hydrate-less.md). Split further, gzip reads less of it again: measured larger.
  const islandRoots = new Set([resolve(root, 'src/app/islands.tsx'), resolve(root, 'src/app/layout-parts.tsx')]);
  /** The public pages that import `id` (through other modules too), and 'entry' if the entry does. */
  const importedBy = (id: string, graph: ModuleGraph) => {
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (publicPages.has(next)) found.add(next);
      if (islandRoots.has(next)) found.add('islands');
      // The catalogues' index re-exports every message, and every page imports it: through it every
      // message would seem shared by all pages. A message is the pages' whose code names it instead.
      if (MESSAGE_INDEX.test(next)) continue;
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
  /**
   * The modules that use a compiled message (i18n/paraglide/messages/{key}.js): those importing the
   * catalogues' index whose code names it (`m.key`), since the index hides who uses what
   * (docs/decisions/024-languages.md).
   */
  const usersOf = (id: string, graph: ModuleGraph) => {
    const key = MESSAGE.exec(id)?.[1];
    if (!key) return null;
    const named = new RegExp(`\\bm\\.${key}\\b`);
    const users = new Set<string>();
    for (const index of graph.getModuleInfo(id)?.importers ?? []) {
      if (!MESSAGE_INDEX.test(index)) continue;
      for (const barrel of [index, ...(graph.getModuleInfo(index)?.importers ?? [])])
        for (const user of graph.getModuleInfo(barrel)?.importers ?? [])
          if (!MESSAGE_INDEX.test(user) && named.test(graph.getModuleInfo(user)?.code ?? '')) users.add(user);
    }
    return users;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    const users = usersOf(id, graph);
    const pages = new Set(users ? [...users].flatMap((user) => [...importedBy(user, graph)]) : importedBy(id, graph));
    if (pages.has('entry')) return null;
    if (pages.has('islands')) return 'islands';
    return pages.size < 2 ? null : 'site';
  };
}
