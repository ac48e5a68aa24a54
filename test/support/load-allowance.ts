// The few bounds a test must keep on a clock (a hang detector, "answers before the upstream's own timeout"),
// stretched by how loaded the machine is now: on two cores at a load average of 12, a step that takes 1 s idle takes
// several. The factor is the one-minute load average per core, never below 1, so an idle machine keeps the bounds
// as written and a loaded one still catches a hang, only later. Bounds that are about order, not time, are
// written as order (what settled first) and need none of this.
import { availableParallelism, loadavg } from 'node:os';

export function loadFactor(): number {
  return Math.max(1, loadavg()[0]! / availableParallelism());
}

/** `ms` as it stretches on this machine under its current load. */
export function underLoad(ms: number): number {
  return Math.ceil(ms * loadFactor());
}
