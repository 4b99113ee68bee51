import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
for (let i = 0; i < runs; i++) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    const m = (k) => `${k.split('-').map(w=>w[0]).join('')}=${Math.round(a[k].numericValue)}`;
    const obs = a.metrics.details.items[0];
    const el = a['largest-contentful-paint-element'].details.items[0].items[0].node.selector;
    console.log(Math.round(r.lhr.categories.performance.score * 100), m('first-contentful-paint'), m('largest-contentful-paint'), m('total-blocking-time'), m('speed-index'), 'observed FCP', obs.observedFirstContentfulPaint, 'LCP', obs.observedLargestContentfulPaint, 'DCL', obs.observedDomContentLoaded, el.slice(-60));
  } finally { await chrome.kill(); }
}
