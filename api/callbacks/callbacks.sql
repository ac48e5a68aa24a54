-- Call-back store. Times are milliseconds since the epoch. Personal details live only in requests.details and,
-- until delivered, in the outbox body of the event that carries them to the operator.

-- name: schema
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

-- name: get_meta
SELECT value FROM meta WHERE key = :key;

-- name: put_meta
INSERT INTO meta (key, value) VALUES (:key, :value) ON CONFLICT (key) DO NOTHING;

-- name: find_duplicate
-- same phone and car, still inside the duplicate window
SELECT request_id FROM requests WHERE dedupe_key = :dedupe_key AND created_at > :since
ORDER BY created_at LIMIT 1;

-- name: count_submissions
-- this phone's stored requests inside the rate-limit day
SELECT count(*) AS n, min(at) AS oldest FROM submissions WHERE phone_key = :phone_key AND at > :since;

-- name: insert_request
INSERT INTO requests (request_id, dedupe_key, created_at, details)
VALUES (:request_id, :dedupe_key, :created_at, :details);

-- name: insert_submission
INSERT INTO submissions (phone_key, at) VALUES (:phone_key, :at);

-- name: insert_event
INSERT INTO outbox (event_id, request_id, kind, body, created_at, next_attempt_at)
VALUES (:event_id, :request_id, :kind, :body, :created_at, :created_at);

-- name: delete_request
DELETE FROM requests WHERE request_id = :request_id;

-- name: drop_undelivered_created
-- an erased request that has not reached the operator yet must never reach it
DELETE FROM outbox WHERE request_id = :request_id AND kind = 'created' AND delivered_at IS NULL;

-- name: release_leases
-- a restarted server takes over events a killed one was sending; the idempotency key absorbs a repeat
UPDATE outbox SET lease_until = NULL WHERE delivered_at IS NULL;

-- name: due_events
-- undelivered, due, and not being sent by someone else right now; oldest first so an erasure follows its request
SELECT seq, event_id, kind, body, attempts FROM outbox
WHERE delivered_at IS NULL AND next_attempt_at <= :now AND (lease_until IS NULL OR lease_until < :now)
ORDER BY seq LIMIT :limit;

-- name: lease_event
-- the attempt is counted before it is sent: after a crash the next send says it may repeat this one
UPDATE outbox SET lease_until = :lease_until, attempts = attempts + 1
WHERE seq = :seq AND delivered_at IS NULL AND (lease_until IS NULL OR lease_until < :now);

-- name: mark_delivered
-- the operator has the details now; the outbox copy is no longer needed
UPDATE outbox SET delivered_at = :now, lease_until = NULL, body = NULL, last_result = :result
WHERE seq = :seq;

-- name: mark_failed
UPDATE outbox SET lease_until = NULL, next_attempt_at = :next_attempt_at, last_result = :result
WHERE seq = :seq;

-- name: next_due_at
SELECT min(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL;

-- name: purge_requests
-- past retention
DELETE FROM requests WHERE created_at < :before;

-- name: purge_outbox
-- past retention, delivered or not
DELETE FROM outbox WHERE created_at < :before;

-- name: purge_submissions
-- older than the per-phone rate-limit day
DELETE FROM submissions WHERE at < :before;
