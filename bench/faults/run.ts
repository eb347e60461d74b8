// `npm run bench:faults`: the fault scenario (bench/faults/scenario.ts) once, its figures as a markdown section for
// docs/performance.md, and the budgets checked: 0 process exits, a restart costs no more than the requests in
// flight during its shutdown, every 2xx left its rows and its mail, the mail backlog drains. Exit 1 on a miss.
import { DEFAULT_SETTINGS, runFaultScenario } from './scenario';
import { checkBudgets, describeResult } from './summary';

const result = await runFaultScenario({ ...DEFAULT_SETTINGS, log: (m) => console.error(`faults: ${m}`) });
console.log(describeResult(result));
const misses = checkBudgets(result);
for (const miss of misses) console.log(`- FAILED: ${miss}`);
process.exit(misses.length ? 1 : 0);
