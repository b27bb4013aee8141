// The local site's state as `npm start` and `npm run dev` serve it (.wrangler/state): the secrets of
// .dev.vars, the migrations applied to the local D1, and the demo content where it is empty
// (docs/decisions/007-demo-content.md).
import { seed } from './seed.ts';
import { ensureDevVars, wrangler } from './wrangler.ts';

export function prepareLocalSite(origin: string): void {
  const code = ensureDevVars();
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], { quiet: true });
  seed();
  console.log('Local D1 ready: migrations applied, demo content present (added only to an empty database).');
  // A newcomer meets the first screen the restaurant will: while no titolare exists, /admin asks for this code.
  console.log(`\nThe first account: while the local site has no titolare, ${origin}/admin asks for the setup code ${code}\n`);
}
