// The arrows between the rooms of the house (docs/architecture.md), checked by `npm run check`:
//  - domain/ is pure: it imports nothing at run time from worker/ or web/ (types only);
//  - web/ imports worker/ only for types; worker/ never imports web/;
//  - a feature never imports another feature, its admin parts (features/<f>/admin/) included: what
//    two share moves to lib/ or components/ui/, or web/src/admin/ for the admin's shared widgets;
//  - a Worker router (worker/<feature>/routes.ts, *-routes.ts) never imports another router.
// Formatting is Prettier's (`npm run format`), so no stylistic rule lives here.
// docs/decisions/014-one-house.md says why ESLint with typescript-eslint.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The Worker's routers: one routes.ts per feature folder (and <name>-routes.ts beside it). */
const ROUTERS = ['worker/*/routes.ts', 'worker/*/*-routes.ts'];

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The rules for one room: static imports through no-restricted-imports (which can allow type-only
 * ones), and dynamic import() through no-restricted-syntax, which that rule does not see.
 */
const restrict = (patterns, syntax = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
    ...syntax,
  ],
});

/**
 * The public pages say nothing in words of their own: every word a visitor reads or hears is a
 * message of the catalogues, in both languages (docs/decisions/024-languages.md). Text between
 * tags, and the labels a screen reader says, written in a component are refused.
 */
const WORDS = '/[A-Za-zÀ-ÿ]{2,}/';
const NO_WORDS = [
  { selector: `JSXText[value=${WORDS}]`, message: 'Words on a public page come from the catalogues: m.key() (i18n/messages).' },
  {
    selector: `JSXAttribute[name.name=/^(aria-label|aria-description|alt|title|placeholder)$/] > Literal[value=${WORDS}]`,
    message: 'Labels on a public page come from the catalogues: m.key() (i18n/messages).',
  },
];
/**
 * The public web app's components (the owner's area stays Italian: its shell and shared widgets in
 * web/src/admin/, each feature's tabs in features/<f>/admin/; and tests say what they check).
 */
const PUBLIC_TSX = ['web/src/**/*.tsx'];
const NOT_PUBLIC = ['web/src/admin/**', 'web/src/features/*/admin/**', 'web/src/**/*.test.tsx', 'web/src/pages/admin.tsx'];
/**
 * Import specifiers that reach into a folder of the repo, whichever way they are written: the
 * package alias, or any relative path that climbs out ('../', './../') and names it at any depth.
 */
const into = (folder) => `^(#${folder}/|(\\./)?(\\.\\./)+(.*/)?${folder}/)`;

const NO_WEB = { regex: into('web'), message: 'The Worker never imports the web app.' };
/** Another router: a feature's routes.ts or <name>-routes.ts, wherever it is. */
const ANOTHER_ROUTER = '^(#worker/|\\.\\.?/)(.*/)?(routes|[\\w-]+-routes)(\\.ts)?$';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'web/dist-ssr/',
      'i18n/paraglide/',
      '.wrangler/',
      'coverage/',
      'worker/worker-configuration.d.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The code uses `any` only in tests and in typed JSON helpers; tsc's strict mode is the guard.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // tsc reports unused names (noUnusedLocals, noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrict([
      {
        regex: into('(worker|web)'),
        allowTypeImports: true,
        message: 'domain/ runs on both sides: it may import types only from worker/ or web/.',
      },
    ]),
  },
  {
    files: ['worker/**/*.ts'],
    ignores: ROUTERS,
    rules: restrict([NO_WEB]),
  },
  {
    files: ROUTERS,
    rules: restrict([
      NO_WEB,
      {
        regex: ANOTHER_ROUTER,
        message: 'A router never imports another router: move what they share to a command of its feature, lib/ or db/.',
      },
    ]),
  },
  ...[false, true].map((publicWords) => ({
    files: publicWords ? PUBLIC_TSX : ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', ...(publicWords ? NOT_PUBLIC : [])],
    rules: restrict(
      [{ regex: into('worker'), allowTypeImports: true, message: 'The web app imports the Worker for types only (import type).' }],
      publicWords ? NO_WORDS : [],
    ),
  })),
  ...FEATURES.flatMap((feature) =>
    [false, true].map((publicWords) => ({
      files: publicWords ? [`web/src/features/${feature}/**/*.tsx`] : [`web/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: publicWords ? NOT_PUBLIC : [],
      rules: restrict(
        [
          { regex: into('worker'), allowTypeImports: true, message: 'The web app imports the Worker for types only (import type).' },
          {
            // Another feature is a sibling folder ('../menu/', '../../menu/' from admin/) or named
            // under features/; a file of lib/ or admin/ named like a feature (lib/site.ts) is not one.
            regex: `^(\\./)?(\\.\\./)+((.*/)?features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
            message:
              'A feature never imports another feature: move what they share to lib/ or components/ui/ (web/src/admin/ for admin parts), or compose them in a page or the admin shell.',
          },
        ],
        publicWords ? NO_WORDS : [],
      ),
    })),
  ),
);
