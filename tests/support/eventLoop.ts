import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * The longest stretch of this thread's own CPU work between two turns of the event loop while `work` runs: the
 * time a request held every other request up. Measured in thread CPU time (process.threadCpuUsage), not wall
 * time, so that a loaded machine taking the CPU away from the process does not count; the probe's own timer
 * turns cost well under a millisecond. The heap is collected first: the garbage the test files before left in
 * this worker would otherwise be collected in one pause during `work`, counted as its own.
 */
export async function longestSlice<T>(work: () => Promise<T>): Promise<{ result: T; maxMs: number }> {
  collectGarbage();
  let maxMs = 0;
  let last = process.threadCpuUsage();
  let timer: NodeJS.Timeout | undefined;
  const measure = () => {
    const spent = process.threadCpuUsage(last);
    maxMs = Math.max(maxMs, (spent.user + spent.system) / 1000);
    last = process.threadCpuUsage();
  };
  const tick = () => {
    measure();
    timer = setTimeout(tick, 1);
  };
  timer = setTimeout(tick, 1);
  try {
    const result = await work();
    measure();
    return { result, maxMs };
  } finally {
    clearTimeout(timer);
  }
}
