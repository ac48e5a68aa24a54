// A one-line progress bar on stderr; where stderr is not a terminal (CI, logs) it prints a line per 10%.
import type { Writable } from 'node:stream';

const WIDTH = 30;

export function progressBar(stream: Writable & { isTTY?: boolean }, label: string) {
  let lastTenth = -1;
  return {
    /** `total` comes with every page: CKAN reports it per answer. */
    update(done: number, total: number) {
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const text = `${label} ${done.toLocaleString('en')}/${total.toLocaleString('en')} rows (${Math.floor(share * 100)}%)`;
      if (stream.isTTY) {
        const filled = Math.round(share * WIDTH);
        stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${text}`);
      } else if (Math.floor(share * 10) > lastTenth) {
        lastTenth = Math.floor(share * 10);
        stream.write(`${text}\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
