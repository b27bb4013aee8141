// What `vite build` built from: the digest of its inputs and of what it wrote, kept beside the build
// in .wrangler/build-stamp.json. Written by vite.config.ts's buildStamp() once every environment is
// built, removed as a build starts (a failed build leaves none); read by scripts/build-if-stale.ts,
// which `npm test` runs so that a build `npm run check` just made is not made again
// (docs/decisions/030-live-dev-server.md).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STAMP = join(ROOT, '.wrangler', 'build-stamp.json');
export const OUTPUTS = ['web/dist', 'web/dist-ssr'];

/**
 * Inputs, whatever the build's module graph says: all of web/ (Tailwind reads every file there for
 * its classes, not only the imported ones), the shared rules and the compiled catalogues, the
 * configuration and the installed versions. The graph adds any other file a build read.
 */
const INPUTS = ['web', 'domain', 'i18n', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.web.json'];
const CONFIG_FILES = /^scripts\/(vite-[^/]+|build-stamp)\.ts$/;

export interface Stamp {
  /** Each input's path (from the root) and the digest of its content. */
  inputs: Record<string, string>;
  /** The same for every file the build wrote. */
  outputs: Record<string, string>;
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('base64url');

/** Every file under `path` (a file or a folder, from the root), with its digest; outputs left out. */
function walk(path: string, into: Record<string, string>, skip: string[] = []): void {
  const full = join(ROOT, path);
  if (!existsSync(full) || skip.includes(path)) return;
  if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) walk(`${path}/${name}`, into, skip);
  else into[path] = digest(full);
}

/** The digests of the inputs now: the fixed set, the config's own files, and `graph` (absolute paths). */
export function hashInputs(graph: Iterable<string> = []): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const path of INPUTS) walk(path, inputs, OUTPUTS);
  for (const name of readdirSync(join(ROOT, 'scripts')).sort()) if (CONFIG_FILES.test(`scripts/${name}`)) walk(`scripts/${name}`, inputs);
  for (const file of graph) {
    const path = relative(ROOT, file);
    if (!path.startsWith('..') && !path.includes('node_modules/') && !OUTPUTS.some((o) => path.startsWith(`${o}/`)) && existsSync(file))
      inputs[path] ??= digest(file);
  }
  return inputs;
}

export function hashOutputs(): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const path of OUTPUTS) walk(path, outputs);
  return outputs;
}

export function readStamp(): Stamp | null {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

export const removeStamp = () => rmSync(STAMP, { force: true });

/** Why the build is not the one of today's sources, or null when it is. */
export function staleness(stamp: Stamp | null): string | null {
  if (!stamp) return 'no stamp of a finished build';
  const same = (a: Record<string, string>, b: Record<string, string>, what: string) => {
    for (const path of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (a[path] !== b[path]) return `${what} ${path} ${!(path in a) ? 'is new' : !(path in b) ? 'is gone' : 'changed'}`;
    return null;
  };
  // The graph's own files are hashed again, beside today's fixed set: a new file there counts too.
  const graph = Object.keys(stamp.inputs).map((path) => join(ROOT, path));
  return same(stamp.inputs, hashInputs(graph), 'input') ?? same(stamp.outputs, hashOutputs(), 'output');
}
