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
  // A newcomer meets the first screen the restaurant will: the first account, made with the code.
  const read = wrangler(
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--json',
      '--command',
      "SELECT count(*) AS n FROM users WHERE role = 'titolare' AND password IS NOT NULL",
    ],
    { quiet: true },
  );
  const owners = (JSON.parse(read) as { results: { n: number }[] }[])[0]!.results[0]!.n;
  if (!owners) console.log(`\nNo titolare yet: open ${origin}/admin and enter the setup code ${code}\n`);
}
