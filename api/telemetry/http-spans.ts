// The HTTP spans and duration histograms: the REST server span (named "{method} {http.route}", the route template
// with its :parameters, never the path a request took, which may hold a plate) and the client span of one attempt
// at the ministry's CKAN (the URL's host and port only: its query names the plate).
import { ROOT_CONTEXT, SpanKind, trace, type Attributes, type Span } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  CARFACTS,
} from '../../lib/telemetry/conventions.ts';
import {
  failSpan,
  propagator,
  recordHttpClient,
  recordHttpServer,
  startSpan,
  telemetryOn,
  withSpan,
} from '../../lib/telemetry/telemetry.ts';

export interface RestSpan {
  run<T>(fn: () => T): T;
  end(status: number): void;
}

const OFF: RestSpan = { run: (fn) => fn(), end: () => {} };

const headerGetter = {
  keys: (carrier: Headers) => [...carrier.keys()],
  get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
};

/** A REST request's SERVER span, continuing the trace of a traceparent header when one is sent. */
export function restSpan(method: string, route: string, operation: string, headers: Headers): RestSpan {
  if (!telemetryOn()) return OFF;
  const started = performance.now();
  const extracted = propagator.extract(ROOT_CONTEXT, headers, headerGetter);
  const attributes: Attributes = { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_HTTP_ROUTE]: route };
  const span = startSpan({
    name: `${method} ${route}`,
    kind: SpanKind.SERVER,
    attributes: { ...attributes, [CARFACTS.OPERATION]: operation },
    ...(trace.getSpanContext(extracted) === undefined ? {} : { parent: extracted }),
  });
  return {
    run: (fn) => withSpan(span, fn),
    end(status) {
      span?.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      // A 4xx is the client's: the server span fails on 5xx only (HTTP conventions).
      if (status >= 500) failSpan(span, String(status));
      span?.end();
      recordHttpServer(
        { ...attributes, [ATTR_HTTP_RESPONSE_STATUS_CODE]: status, ...(status >= 500 ? { [ATTR_ERROR_TYPE]: String(status) } : {}) },
        started,
      );
    },
  };
}

export interface ClientSpan {
  end(outcome: string, status: number | null, breakerState: string): void;
}

/** One HTTP GET at `url`'s host: a CLIENT span and http.client.request.duration. */
export function clientSpan(url: string): ClientSpan | null {
  if (!telemetryOn()) return null;
  const started = performance.now();
  const { hostname, port, protocol } = new URL(url);
  const attributes: Attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: 'GET',
    [ATTR_SERVER_ADDRESS]: hostname,
    [ATTR_SERVER_PORT]: port === '' ? (protocol === 'https:' ? 443 : 80) : Number(port),
  };
  const span: Span | null = startSpan({ name: 'GET', kind: SpanKind.CLIENT, attributes });
  return {
    end(outcome, status, breakerState) {
      const ended: Attributes = { ...attributes };
      if (status !== null) ended[ATTR_HTTP_RESPONSE_STATUS_CODE] = status;
      span?.setAttributes({ ...ended, [CARFACTS.UPSTREAM_OUTCOME]: outcome, [CARFACTS.BREAKER_STATE]: breakerState });
      if (outcome !== 'ok') {
        const errorType = status !== null && status >= 400 ? String(status) : outcome;
        failSpan(span, errorType);
        ended[ATTR_ERROR_TYPE] = errorType;
      }
      span?.end();
      recordHttpClient(ended, started);
    },
  };
}
