-- The first schema, the same tables as SQLite's (migrations/sqlite/001-initial.sql). Times are milliseconds
-- since the epoch, taken from the API instances' clocks.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE requests (
  request_id TEXT PRIMARY KEY,
  -- keyed hash of phone + car: finds a duplicate without scanning personal data
  dedupe_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  details TEXT NOT NULL
);
CREATE INDEX requests_by_dedupe ON requests (dedupe_key, created_at);
CREATE INDEX requests_by_created ON requests (created_at);
-- one row per stored request, kept after erasure so erase-and-resubmit cannot dodge the per-phone limit
CREATE TABLE submissions (
  phone_key TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX submissions_by_phone ON submissions (phone_key, at);
CREATE TABLE outbox (
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id TEXT NOT NULL UNIQUE,
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('created', 'erased')),
  body TEXT,
  created_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_until BIGINT,
  delivered_at BIGINT,
  last_result TEXT
);
-- the claim's scan: only undelivered rows, in claim order
CREATE INDEX outbox_due ON outbox (seq) WHERE delivered_at IS NULL;
