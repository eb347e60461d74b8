// Figures and budgets of one fault run, shared by the CI test and the bench command.
import { type FaultResult, failedOutsideRestarts, succeeded } from './scenario';

/** Every budget the run missed, in words (empty when it passed). */
export function checkBudgets(r: FaultResult): string[] {
  const misses: string[] = [];
  if (r.exits !== 0) misses.push(`the app process exited ${r.exits} time(s)`);
  if (!r.healthyAtEnd) misses.push('the app was not healthy at the end');
  const unanswered = r.requests.filter((q) => q.status === 0);
  if (unanswered.length) misses.push(`${unanswered.length} request(s) got no answer: ${unanswered[0]!.body}`);
  const odd = r.requests.filter((q) => q.status !== 0 && !succeeded(q) && q.status !== 503);
  if (odd.length)
    misses.push(`${odd.length} answer(s) neither 2xx nor 503, e.g. ${odd[0]!.status} ${odd[0]!.body}`);
  const outside = failedOutsideRestarts(r);
  if (outside.length) misses.push(`${outside.length} request(s) failed outside every restart`);
  r.restarts.forEach((x, i) => {
    if (x.servingAgain === null) misses.push(`restart ${i + 1}: the app did not serve again within 30 s`);
    if (x.failed > x.inFlight) misses.push(`restart ${i + 1}: ${x.failed} failed > ${x.inFlight} in flight`);
  });
  if (r.missingRows.length) misses.push(`${r.missingRows.length} 2xx request(s) left no rows`);
  if (r.missingMails.length) misses.push(`${r.missingMails.length} 2xx request(s) left no mail at the relay`);
  if (r.pendingMailsAtEnd !== 0) misses.push(`${r.pendingMailsAtEnd} mail(s) still pending after the drain`);
  return misses;
}

export function describeResult(r: FaultResult): string {
  const total = r.requests.length;
  const answered2xx = r.requests.filter(succeeded).length;
  const first = Math.min(...r.requests.map((q) => q.start));
  const last = Math.max(...r.requests.map((q) => q.end));
  const rate = total / Math.max(1, (last - first) / 1000);
  const lines = [
    `Fault run: ${total} public request forms (${rate.toFixed(0)}/s), ${answered2xx} answered 2xx, ` +
      `${total - answered2xx} not; app process exits: ${r.exits}.`,
    '',
    '| restart | fast shutdown | requests in flight during it | failed (503) | serving again after start |',
    '|---|---:|---:|---:|---:|',
    ...r.restarts.map(
      (x, i) =>
        `| ${i + 1} | ${x.downEnd - x.downStart} ms | ${x.inFlight} | ${x.failed} | ` +
        `${x.servingAgain === null ? 'not within 30 s' : `${x.servingAgain - x.upEnd} ms`} |`,
    ),
    '',
    `SMTP away for ${((r.smtpDown.end - r.smtpDown.start) / 1000).toFixed(1)} s; after the load stopped the mail ` +
      `backlog drained in ${(r.drainMs / 1000).toFixed(1)} s (${r.pendingMailsAtEnd} left pending). ` +
      `2xx without rows: ${r.missingRows.length}; without mail at the relay: ${r.missingMails.length}.`,
  ];
  return lines.join('\n');
}
