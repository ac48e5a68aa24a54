// A one-line progress bar on stderr; where stderr is not a terminal (CI, logs) it prints a line per 10%.
// CKAN's total is only a guide (estimated on big tables), so the share is capped at 99% until the last page.
import type { Writable } from 'node:stream';

const WIDTH = 30;

export function progressBar(stream: Writable & { isTTY?: boolean }, label: string) {
  let lastTenth = -1;
  const show = (done: number, total: number | null, share: number) => {
    const of = total === null ? '' : `/~${total.toLocaleString('en')}`;
    const text = `${label} ${done.toLocaleString('en')}${of} rows (${Math.floor(share * 100)}%)`;
    if (stream.isTTY) {
      const filled = Math.round(share * WIDTH);
      stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${text}`);
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      stream.write(`${text}\n`);
    }
  };
  return {
    update(done: number, total: number | null) {
      show(done, total, total && total > 0 ? Math.min(0.99, done / total) : 0);
    },
    done(rows: number) {
      show(rows, null, 1);
      if (stream.isTTY) stream.write('\n');
    },
  };
}
