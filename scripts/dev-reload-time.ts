// `node --import tsx scripts/dev-reload-time.ts [URL]`, with `npm run dev` running: how long an edit
// takes to show in the browser (docs/decisions/030-live-dev-server.md). Three times each, the median:
//  - a page: a word added to web/src/pages/home.tsx, until the open home page shows it (hot reload);
//  - the Worker: a word added to the JSON 404 of an unknown /api path (worker/index.ts), until the
//    page's fetch of such a path answers it.
// Each file is put back as it was, whatever happens.
import { readFileSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './chromium.ts';

const base = process.argv[2] ?? 'http://localhost:5173';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeEdit(file: string, from: string, shows: (mark: string) => Promise<boolean>, runs = 3): Promise<number[]> {
  const original = readFileSync(file, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer holds ${from}`);
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const mark = `Prova${Date.now().toString(36)}`;
      const started = performance.now();
      writeFileSync(file, original.replace(from, `${from.slice(0, -1)}${mark}${from.slice(-1)}`));
      while (!(await shows(mark))) {
        if (performance.now() - started > 60_000) throw new Error(`${file}: ${mark} not shown after 60 s`);
        await new Promise((r) => setTimeout(r, 25));
      }
      times.push(Math.round(performance.now() - started));
      writeFileSync(file, original);
      await new Promise((r) => setTimeout(r, 1500));
    }
  } finally {
    writeFileSync(file, original);
  }
  return times;
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(base, { waitUntil: 'load' });
  await page.waitForSelector('#benvenuti');
  // The app's code arrives once the page has faded in (web/src/main.tsx), and hot reload needs the
  // page's module in the browser: wait until the app has hydrated the page.
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  const pageTimes = await timeEdit('web/src/pages/home.tsx', '{m.home_welcome_title()}\n', (mark) =>
    page
      .locator('#benvenuti')
      .innerText()
      .then((text) => text.includes(mark)),
  );
  const workerTimes = await timeEdit('worker/index.ts', "'Indirizzo API sconosciuto'", (mark) =>
    page
      .evaluate(() => fetch('/api/no-such-path').then((r) => r.text()))
      .then(
        (text) => text.includes(mark),
        () => false,
      ),
  );
  console.log(`page (web/src/pages/home.tsx): ${pageTimes.join(', ')} ms, median ${median(pageTimes)} ms`);
  console.log(`Worker (worker/index.ts):      ${workerTimes.join(', ')} ms, median ${median(workerTimes)} ms`);
} finally {
  await browser.close();
}
