// Serialized `data` of catalog answers and their ETag, keyed by data version + request, so a repeated catalog
// request skips the handler, JSON.stringify and hashing. The envelope's meta (request id) is added per request.
import { LRUCache } from 'lru-cache';
import { citationOf } from '../envelope.ts';
import { etagOf } from './etag.ts';
import { countAnswerCache } from '../metrics/metrics.ts';
import type { GzipPrefix } from './gzip-member.ts';

/** How the catalog fast path (api/http/catalog-fast-path.ts) writes an answer: the envelope's text before and after
 * the request id (envelope.ts metaTailAround), and the gzip form of everything before the id. */
export interface AnswerFrame {
  head: string;
  foot: string;
  /** Made the first time a client asking for gzip gets the answer. */
  gzip?: GzipPrefix;
}

export interface CachedAnswer {
  etag: string;
  /** The JSON of `data`, UTF-8. */
  json: Buffer;
  /** The same JSON as a JSON string, UTF-8: how an MCP text item carries it. Made the first time MCP asks. */
  text?: Buffer;
  data_date: string | null;
  citation_url: string | null;
  /** Made the first time the fast path answers it. */
  frame?: AnswerFrame;
  /** MCP's answer around it (api/mcp/answer-frames.ts), gzip-compressed up to the request id, for the frame it was
   * made for: made the first time a client asking for gzip gets it through that frame. */
  toolGzip?: { frame: object; prefix: GzipPrefix };
}

/**
 * Memory for answers. At national scale there are about 33,000 model and model-year answers (10 to 30 KB each)
 * plus searches; traffic follows popularity, so the most recently used of them hold nearly every repeated
 * request. Kept as UTF-8 bytes, outside the JavaScript heap: the server writes them as they are (a string
 * would be measured and encoded on every answer), and the garbage collector neither copies nor scans them (as
 * strings, each newly cached answer was copied by every young-generation collection it survived).
 */
const CACHE_BYTES = 384 * 1024 * 1024;

const answerBytes = (answer: CachedAnswer) =>
  answer.json.length + (answer.text?.length ?? 0) + (answer.frame?.gzip?.bytes.length ?? 0) + (answer.toolGzip?.prefix.bytes.length ?? 0);

export class AnswerCache {
  /** By catalog key (api/http/etag.ts: version, path, sorted decoded query): what REST and MCP share. */
  readonly #byKey: LRUCache<string, CachedAnswer>;
  /** By the request target exactly as sent (path and raw query), with the data version it was answered from: a
   * repeated REST request finds its answer before its query is parsed, validated and sorted. A separate map, so
   * a raw target can never be mistaken for a decoded key that happens to spell the same. */
  readonly #byTarget: LRUCache<string, { version: string; answer: CachedAnswer }>;

  /** Each map is bounded by the bytes of the answers it holds when stored, so together they keep about twice
   * maxBytes (an answer's text form, made later, is counted where it is made: in the map by key; its gzip form in
   * the map by target). */
  constructor(maxBytes = CACHE_BYTES) {
    this.#byKey = new LRUCache({ maxSize: maxBytes, sizeCalculation: answerBytes });
    this.#byTarget = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => answerBytes(entry.answer) });
  }

  /** Counted as a hit or a miss: every catalog answer not found by its target is looked up here once. */
  get(key: string): CachedAnswer | undefined {
    const answer = this.#byKey.get(key);
    countAnswerCache(answer !== undefined);
    return answer;
  }

  /** The answer under `key`, neither counted nor made more recent: for a look before deciding, followed by get(). */
  peek(key: string): CachedAnswer | undefined {
    return this.#byKey.peek(key);
  }

  /** Serializes a successful answer, stores it under its catalog key and returns the entry. */
  store(key: string, data: Record<string, unknown>): CachedAnswer {
    return this.storeText(key, data, JSON.stringify(data));
  }

  /** Stores an answer already serialized (`text` is JSON.stringify(data)), for a caller that needs the text too. */
  storeText(key: string, data: Record<string, unknown>, text: string): CachedAnswer {
    const answer: CachedAnswer = { etag: etagOf(key), json: Buffer.from(text), ...citationOf(data) };
    this.#byKey.set(key, answer);
    return answer;
  }

  /** The answer's JSON-string form, made once and kept with the answer (counted in its size from then on). */
  textOf(key: string, answer: CachedAnswer): Buffer {
    if (answer.text === undefined) {
      answer.text = Buffer.from(JSON.stringify(answer.json.toString()));
      this.grown(key, answer);
    }
    return answer.text;
  }

  /** Stores an answer again after a form of it was added, so the map by key counts the answer's new size. */
  grown(key: string, answer: CachedAnswer): void {
    if (this.#byKey.get(key) === answer) this.#byKey.set(key, answer);
  }

  forTarget(version: string, target: string): CachedAnswer | undefined {
    const entry = this.#byTarget.get(target);
    if (entry?.version !== version) return undefined;
    // A hit only: a miss goes on to get(), which counts it.
    countAnswerCache(true);
    return entry.answer;
  }

  /** Also stores an entry again after its frame grew, so the map by target counts the answer's new size. */
  setTarget(version: string, target: string, answer: CachedAnswer): void {
    this.#byTarget.set(target, { version, answer });
  }
}
