import { lighthouseBenchmark, PAGES } from './lighthouse.mjs';
import { lighthouseReport } from './lighthouse-report.mjs';
const pages = process.argv.length > 2 ? PAGES.filter((p) => process.argv.slice(2).includes(p.path)) : PAGES;
const result = await lighthouseBenchmark({ runs: Number(process.env.RUNS ?? 1), pages });
console.log(lighthouseReport(result, { date: 'spot', machine: 'here' }));
process.exit(0);
