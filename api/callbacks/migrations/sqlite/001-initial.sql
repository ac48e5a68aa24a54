-- The first schema. IF NOT EXISTS: files made before migrations existed already hold these tables.
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS requests (
  request_id TEXT PRIMARY KEY,
  -- keyed hash of phone + car: finds a duplicate without scanning personal data
  dedupe_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  details TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS requests_by_dedupe ON requests (dedupe_key, created_at);
CREATE INDEX IF NOT EXISTS requests_by_created ON requests (created_at);
-- one row per stored request, kept after erasure so erase-and-resubmit cannot dodge the per-phone limit
CREATE TABLE IF NOT EXISTS submissions (
  phone_key TEXT NOT NULL,
  at INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS submissions_by_phone ON submissions (phone_key, at);
CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('created', 'erased')),
  body TEXT,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  delivered_at INTEGER,
  last_result TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (delivered_at, next_attempt_at);

