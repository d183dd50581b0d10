// npm test: type-check, lint (ESLint, Prettier, no import circles, no dead code: knip.jsonc), build the
// client and the server (the e2e tests run what `npm start` runs), then the Vitest projects one after
// the other — unit, api (SQLite, and PostgreSQL when DATABASE_URL is set), e2e (Chromium) — so that on
// a 2-core machine the jsdom, database and browser suites do not starve each other.
// Extra arguments go to every Vitest run (e.g. `npm test -- tests/server/areas`).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const steps = [
  ['类型检查', 'npm', ['run', '--silent', 'typecheck']],
  ['代码检查', 'npm', ['run', '--silent', 'lint']],
  ['构建', 'node', ['scripts/build.mjs']],
  ['单元与组件测试', 'npx', ['vitest', 'run', '--project', 'unit', '--passWithNoTests', ...extra]],
  ['接口测试', 'npx', ['vitest', 'run', '--project', 'api', '--project', 'api-timed', '--passWithNoTests', ...extra]],
  ['端到端测试', 'npx', ['vitest', 'run', '--project', 'e2e', '--passWithNoTests', ...extra]],
];
const failed = [];
for (const [index, [title, cmd, args]] of steps.entries()) {
  console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  // Each step's time, so a slow CI run says where its minutes went (docs/development.md#ci).
  console.log(`== ${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (r.status !== 0) {
    console.error(`\n${title}失败 (exit ${r.status})`);
    failed.push(title);
    // Nothing can be tested without types and a build; the lint, and the test projects, all run and report.
    if (index === 0 || index === 2) break;
  }
}
if (failed.length) {
  console.error(`\n失败: ${failed.join('、')}`);
  process.exit(1);
}
console.log('\n全部通过');
