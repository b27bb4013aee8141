// `npm test`'s build: `vite build` unless web/dist and web/dist-ssr are already the build of today's
// sources, as the stamp of the last finished build says (scripts/build-stamp.ts): `.ci/run` runs
// `npm run check` (which builds) and then `npm test`, and the second build would be the same.
// A test never runs on a stale build: any input or output that differs from the stamp builds again.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readStamp, ROOT, staleness } from './build-stamp.ts';

const why = staleness(readStamp());
if (why === null) {
  console.log('web/dist and web/dist-ssr are the build of these sources (.wrangler/build-stamp.json): not built again.');
} else {
  console.log(`Building (${why}).`);
  const vite = fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url));
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
