// The bench as a gate (`--budget FILE`, CI's bench/budgets.json): a short run on a small seed holds
// each scenario it measures to the median latency recorded in FILE, and fails only past FILE's
// factor (3): a shared CI machine's noise stays well inside it, and what it is there to catch does
// not — a sequential scan brought back into the search or a list, or a write that queues again, is
// ten times slower, not twice. A scenario of the budget that was not measured, or that failed, fails
// the run too, so a renamed scenario cannot slip out of the gate.
import fs from 'node:fs';

/**
 * @param results bench/run.mjs's results (one per scenario and connection count)
 * @param options the run's options: its budget file, tickets and connections
 */
export function checkBudget(results, options) {
  const budget = JSON.parse(fs.readFileSync(options.budget, 'utf8'));
  const failures = [];
  if (budget.tickets !== options.tickets)
    failures.push(`the budget is for ${budget.tickets} tickets, not ${options.tickets}`);
  console.log(`\nbudget ${options.budget}: each median at most ${budget.factor} × its budget`);
  for (const [name, { p50Ms }] of Object.entries(budget.scenarios)) {
    const measured = results.filter((result) => result.scenario.name === name);
    if (measured.length === 0) failures.push(`${name}: not measured`);
    for (const result of measured) {
      if (result.error || !result.server) {
        failures.push(`${name}: ${result.error ?? 'no measurement'}`);
        continue;
      }
      const limit = p50Ms * budget.factor;
      const verdict = result.server.p50Ms <= limit ? 'ok' : 'OVER';
      console.log(
        `  ${name.padEnd(34)} p50 ${String(result.server.p50Ms).padStart(5)} ms  (budget ${p50Ms} ms, limit ${limit} ms)  ${verdict}`,
      );
      if (verdict === 'OVER') failures.push(`${name}: median ${result.server.p50Ms} ms is past ${limit} ms`);
    }
  }
  if (failures.length > 0) {
    console.error(`\nbudget FAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('budget: every median within its limit');
  }
}
