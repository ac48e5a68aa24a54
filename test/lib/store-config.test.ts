// CALLBACK_STORE and RATE_LIMIT_STORE: the embedded defaults, the URLs they accept, and a refusal that names the
// accepted forms without repeating the password it was given.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config.ts';
import { redactedUrl, withoutPassword } from '../../lib/text/redacted-url.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('store configuration', () => {
  it('defaults to the embedded stores: a SQLite file and limits in memory', () => {
    delete process.env.CALLBACK_STORE;
    delete process.env.RATE_LIMIT_STORE;
    expect(loadConfig()).toMatchObject({ callbackStore: 'sqlite', rateLimitStore: 'memory' });
  });

  it('takes postgres:// and redis:// URLs as given', () => {
    process.env.CALLBACK_STORE = 'postgres://cars:s3cret@db.internal:5432/cars';
    process.env.RATE_LIMIT_STORE = 'redis://:s3cret@redis.internal:6379';
    expect(loadConfig()).toMatchObject({ callbackStore: process.env.CALLBACK_STORE, rateLimitStore: process.env.RATE_LIMIT_STORE });
  });

  it('refuses another scheme, naming the accepted forms and hiding the password', () => {
    process.env.CALLBACK_STORE = 'mysql://cars:Pa55-word@db.internal/cars';
    expect(() => loadConfig()).toThrow(
      'CALLBACK_STORE must be "sqlite" or a postgres:// or postgresql:// URL; got mysql://cars:***@db.internal/cars',
    );
    process.env.CALLBACK_STORE = 'sqlite';
    process.env.RATE_LIMIT_STORE = 'memcached';
    expect(() => loadConfig()).toThrow('RATE_LIMIT_STORE must be "memory" or a redis:// or rediss:// URL; got (an unparseable URL)');
  });
});

describe('password redaction', () => {
  it('hides the password as written and percent-decoded, and keeps the rest for diagnosis', () => {
    const url = 'postgres://cars:p%40ss@db:5432/cars';
    expect(redactedUrl(url)).toBe('postgres://cars:***@db:5432/cars');
    expect(withoutPassword('auth failed for p%40ss (p@ss)', url)).toBe('auth failed for *** (***)');
    expect(withoutPassword('no password here', 'redis://redis:6379')).toBe('no password here');
  });
});
