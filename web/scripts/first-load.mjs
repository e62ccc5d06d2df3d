// Measures a first visit in Chromium (`make bench`, docs/architecture.md "Web delivery"): opens
// URL (default http://127.0.0.1:8080/) in a fresh browser profile, with nothing cached, and prints
// the JavaScript the page loaded (bytes sent, their gzip size as the bundle figure counts it, and
// the decoded size), the whole transfer, and the largest contentful paint. Runs RUNS times
// (default 3) and prints each run and the median LCP.
//   node scripts/first-load.mjs [URL]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const runs = Number(process.env.RUNS ?? 3);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function visit(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'load' });
  // Lazily loaded route chunks and the first queries follow the load event.
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const element = last?.element;
          const name = element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : 'none';
          resolve(last ? { time: last.startTime, element: name } : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 2000);
      }),
  );
  let js = { sent: 0, gzip: 0, raw: 0, files: 0 };
  let sent = 0;
  for (const response of responses) {
    const sizes = await response.request().sizes().catch(() => null);
    if (!sizes) continue;
    sent += sizes.responseBodySize + sizes.responseHeadersSize;
    if (response.request().resourceType() !== 'script') continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    js = { sent: js.sent + sizes.responseBodySize, gzip: js.gzip + gzipSync(body, { level: 9 }).length, raw: js.raw + body.length, files: js.files + 1 };
  }
  await context.close();
  return { js, sent, lcp };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const lcps = [];
try {
  for (let i = 1; i <= runs; i += 1) {
    const { js, sent, lcp } = await visit(browser);
    if (lcp !== null) lcps.push(lcp.time);
    console.log(
      `first load ${i}: JS ${kb(js.sent)} sent, ${kb(js.gzip)} gzip, ${kb(js.raw)} raw in ${js.files} files; ` +
        `${kb(sent)} transferred; LCP ${lcp === null ? 'none' : `${Math.round(lcp.time)} ms (${lcp.element})`}`,
    );
  }
} finally {
  await browser.close();
}
lcps.sort((a, b) => a - b);
if (lcps.length) console.log(`first load of ${url}: median LCP ${Math.round(lcps[Math.floor(lcps.length / 2)])} ms over ${lcps.length} runs`);
