import fs from 'node:fs';

/**
 * A PostgreSQL postmaster and every backend it forked (its children in /proc, Linux): what the
 * outage tests freeze, and what the benchmark counts memory over.
 */
export function serverProcesses(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}
