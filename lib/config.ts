// Every environment variable the service reads, with its default, in one place (README's configuration
// table mirrors this list). Read once at start-up.
import path from 'node:path';
import { BUILD_DIR } from './shards/layout.ts';
import { AUTHORITY_LANG, isLang, LANGS, type Lang } from './i18n/lang.ts';
import { redactedUrl } from './text/redacted-url.ts';

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number; got "${raw}"`);
  return n;
}
function str(name: string, fallback: string): string {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}
function oneOf<const T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = str(name, fallback);
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
  return value as T;
}
/** `fallback`, or a URL with one of the schemes; the message shows the URL without its password. */
function storeUrl(name: string, fallback: string, schemes: readonly string[]): string {
  const value = str(name, fallback);
  if (value === fallback) return value;
  let scheme = '';
  try {
    scheme = new URL(value).protocol.replace(/:$/, '');
  } catch {
    // Reported below with the accepted forms.
  }
  if (!schemes.includes(scheme)) {
    throw new Error(`${name} must be "${fallback}" or a ${schemes.map((s) => `${s}://`).join(' or ')} URL; got ${redactedUrl(value)}`);
  }
  return value;
}
/** How security reports reach the operator (RFC 9116 Contact): a mailto: or https: URI; by default security@ the public host. */
function securityContact(publicBaseUrl: string): string {
  const value = str('SECURITY_CONTACT', `mailto:security@${new URL(publicBaseUrl).hostname}`);
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value)) {
    throw new Error(`SECURITY_CONTACT must be a mailto: address or an https:// URL; got "${value}"`);
  }
  return value;
}
function list(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The languages the site is built in (SITE_LANGS, default all): Hebrew, the authority, always; a build limited to
 * Hebrew is today's single-language site, which the site benchmark measures beside the three-language one.
 */
function siteLangs(): readonly Lang[] {
  const named = list('SITE_LANGS');
  if (named.length === 0) return LANGS;
  const unknown = named.filter((l) => !isLang(l));
  if (unknown.length > 0 || !named.includes(AUTHORITY_LANG))
    throw new Error(
      `SITE_LANGS must be a comma-separated list of ${LANGS.join(', ')} that includes ${AUTHORITY_LANG}; got "${named.join(',')}"`,
    );
  return LANGS.filter((l) => named.includes(l));
}

/** The standard OTLP base URL (signal paths /v1/traces and /v1/metrics are added to it); null when unset. */
function otlpEndpoint(): string | null {
  const value = str('OTEL_EXPORTER_OTLP_ENDPOINT', '');
  if (value === '') return null;
  if (!/^https?:\/\/[^\s/]/.test(value))
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL; got ${redactedUrl(value)}`);
  return value;
}

export function loadConfig() {
  const port = int('PORT', 8787);
  const publicBaseUrl = str('PUBLIC_BASE_URL', `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: str('HOST', '127.0.0.1'),
    /** Absolute origin used in citation URLs and discovery documents. */
    publicBaseUrl,
    /** RFC 9116 Contact of /.well-known/security.txt. */
    securityContact: securityContact(publicBaseUrl),
    /** Extra host names accepted by the MCP endpoint's DNS-rebinding guard (localhost is always accepted). */
    allowedHosts: list('ALLOWED_HOSTS'),
    /** 'local' answers live calls from the registry.duckdb shard; 'ckan' asks data.gov.il. */
    registry: oneOf('REGISTRY', ['local', 'ckan'], 'local'),
    ckanBaseUrl: str('CKAN_BASE_URL', 'https://data.gov.il'),
    ckanTimeoutMs: int('CKAN_TIMEOUT_MS', 3000),
    /** One live look-up, whole: queueing, attempts and backoff; past it the answer is upstream_unavailable. */
    ckanDeadlineMs: int('CKAN_DEADLINE_MS', 5000),
    ckanMaxConcurrency: int('CKAN_MAX_CONCURRENCY', 8),
    ckanCacheTtlSeconds: int('CKAN_CACHE_TTL_SECONDS', 600),
    /** 'sqlite' keeps call-backs in CALLBACK_DB_PATH; a postgres:// URL keeps them where every instance shares them. */
    callbackStore: storeUrl('CALLBACK_STORE', 'sqlite', ['postgres', 'postgresql']),
    callbackDbPath: path.resolve(str('CALLBACK_DB_PATH', 'data/callbacks.sqlite')),
    /** Root of the built sites (pages, markdown twins, llms files): one folder per data version and base URL. */
    siteDir: process.env.SITE_OUT_DIR ? path.resolve(process.env.SITE_OUT_DIR) : path.join(BUILD_DIR, 'site'),
    /** The languages the site build writes pages in (Hebrew always). */
    siteLangs: siteLangs(),
    operatorName: str('OPERATOR_NAME', ''),
    operatorWebhookUrl: str('OPERATOR_WEBHOOK_URL', ''),
    operatorWebhookSecret: str('OPERATOR_WEBHOOK_SECRET', ''),
    duplicateWindowHours: int('DUPLICATE_WINDOW_HOURS', 24),
    retentionDays: int('CALLBACK_RETENTION_DAYS', 90),
    /** Requests per minute per client for each budget. */
    rateLimitCatalog: int('RATE_LIMIT_CATALOG_PER_MIN', 600),
    rateLimitLive: int('RATE_LIMIT_LIVE_PER_MIN', 60),
    rateLimitCallback: int('RATE_LIMIT_CALLBACK_PER_MIN', 5),
    /** Call-back requests refused without storing anything (invalid, or without consent): a person correcting the form. */
    rateLimitCallbackRefused: int('RATE_LIMIT_CALLBACK_REFUSED_PER_MIN', 30),
    rateLimitCallbackPerPhonePerDay: int('RATE_LIMIT_CALLBACK_PER_PHONE_PER_DAY', 3),
    /** 'memory' counts per instance; a redis:// URL counts once for every instance sharing that Redis. */
    rateLimitStore: storeUrl('RATE_LIMIT_STORE', 'memory', ['redis', 'rediss']),
    /** When set, the client address is taken from X-Forwarded-For as written by this proxy address. */
    trustedProxy: str('TRUSTED_PROXY', ''),
    logLevel: str('LOG_LEVEL', 'info'),
    /** The Prometheus listener (api/metrics/): null (unset) means none; 0 takes any free port. */
    metricsPort: process.env.METRICS_PORT ? int('METRICS_PORT', 0) : null,
    metricsHost: str('METRICS_HOST', '127.0.0.1'),
    /** OpenTelemetry export over OTLP/HTTP (lib/telemetry/): null (unset) means no SDK at all. */
    otelEndpoint: otlpEndpoint(),
    /** 'off' sends every MCP tools/call through the SDK: the answer frames only save time (api/README.md). */
    answerFrames: oneOf('MCP_ANSWER_FRAMES', ['on', 'off'], 'on') === 'on',
  };
}

export type Config = ReturnType<typeof loadConfig>;
