// The code fingerprint a built site is stamped with (lib/site/site-code.ts): it must change with any file of the
// code, and with nothing else.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../../lib/site/site-code.ts';
import { tempDir } from '../../support/temp-dir.ts';

const tmp = tempDir('site-code');
afterAll(() => tmp.remove());

function write(relative: string, text: string): void {
  const file = path.join(tmp.dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('codeFingerprint', () => {
  it('changes with a file, a file name or a new file of the code, and with nothing in caches', () => {
    write('lib/layout/site.css', 'a { color: red }');
    write('lib/pages/model.ts', 'export {}');
    write('site/src/pages/404.astro', '<p>404</p>');
    write('package-lock.json', '{}');
    const paths = ['lib', 'site', 'package-lock.json'];
    const first = codeFingerprint(tmp.dir, paths);
    expect(codeFingerprint(tmp.dir, paths)).toBe(first);

    write('lib/.astro/cache.json', '{}');
    write('site/node_modules/x/index.js', '1');
    expect(codeFingerprint(tmp.dir, paths)).toBe(first);

    write('lib/layout/site.css', 'a { color: blue }');
    const edited = codeFingerprint(tmp.dir, paths);
    expect(edited).not.toBe(first);

    write('site/src/pages/index.astro', '<p>x</p>');
    const added = codeFingerprint(tmp.dir, paths);
    expect(added).not.toBe(edited);

    rmSync(path.join(tmp.dir, 'lib/pages/model.ts'));
    write('lib/pages/model-year.ts', 'export {}');
    expect(codeFingerprint(tmp.dir, paths)).not.toBe(added);
  });

  it('takes a path the checkout does not ship as part of it rather than failing', () => {
    write('lib/a.ts', '1');
    const without = codeFingerprint(tmp.dir, ['lib', 'no-such-lock.json']);
    write('no-such-lock.json', '{}');
    expect(codeFingerprint(tmp.dir, ['lib', 'no-such-lock.json'])).not.toBe(without);
  });
});
