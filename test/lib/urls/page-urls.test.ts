import { describe, expect, it } from 'vitest';
import { markdownPathOf, pageIdFromReference, pageIdOf, pathOfPageId } from '../../../lib/urls/page-urls.ts';

const BASE = 'https://cars.example';

describe('page ids, paths and twins', () => {
  it('maps home to "index" and "/index.md"', () => {
    expect(pageIdOf('/')).toBe('index');
    expect(pathOfPageId('index')).toBe('/');
    expect(pathOfPageId('makes/toyota')).toBe('/makes/toyota');
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/makes/toyota')).toBe('/makes/toyota.md');
  });

  it.each([
    ['makes/toyota', 'makes/toyota'],
    ['/makes/toyota', 'makes/toyota'],
    ['/makes/toyota/', 'makes/toyota'],
    ['/makes/toyota.md', 'makes/toyota'],
    ['  /Makes/Toyota ', 'makes/toyota'],
    [`${BASE}/makes/toyota#recalls`, 'makes/toyota'],
    [`${BASE}/makes/toyota.md?x=1`, 'makes/toyota'],
    [BASE, 'index'],
    [`${BASE}/`, 'index'],
    [`${BASE}/index.md`, 'index'],
    ['/', 'index'],
    ['index', 'index'],
  ])('reads %j as %j', (ref, id) => {
    expect(pageIdFromReference(ref, BASE)).toBe(id);
    expect(pageIdFromReference(ref, `${BASE}/`)).toBe(id);
  });

  it('refuses an absolute URL on another site, including a look-alike host', () => {
    expect(pageIdFromReference('https://elsewhere.example/makes/toyota', BASE)).toBeNull();
    expect(pageIdFromReference('https://cars.example.evil/makes/toyota', BASE)).toBeNull();
    expect(pageIdFromReference('ftp://localhost/makes/toyota', BASE, ['localhost'])).toBeNull();
  });

  it('reads a page URL on any host name the site answers to, on any port', () => {
    const hosts = ['localhost', '127.0.0.1'];
    expect(pageIdFromReference('http://localhost:8787/makes/toyota', BASE, hosts)).toBe('makes/toyota');
    expect(pageIdFromReference('http://127.0.0.1:8787/makes/toyota.md', BASE, hosts)).toBe('makes/toyota');
    expect(pageIdFromReference('https://cars.example:8443/thefts', BASE, hosts)).toBe('thefts');
    expect(pageIdFromReference('http://localhost:8787/makes/toyota', BASE)).toBeNull();
  });
});
