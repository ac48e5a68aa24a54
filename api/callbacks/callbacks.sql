-- Call-back store statements shared by SQLite and PostgreSQL (callbacks.<dialect>.sql holds what differs; the
-- tables are made by migrations/<dialect>/). Times are milliseconds since the epoch. Personal details live only
-- in requests.details and, until delivered, in the outbox body of the event that carries them to the operator.

-- name: create_migrations_table
-- portable types, so one statement serves both dialects
CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
);

-- name: latest_migration
SELECT coalesce(max(version), 0) AS version FROM schema_migrations;

-- name: record_migration
INSERT INTO schema_migrations (version, name, applied_at) VALUES (:version, :name, :applied_at);

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
INSERT INTO requests (request_id, dedupe_key, created_at, details, consent_lang)
VALUES (:request_id, :dedupe_key, :created_at, :details, :consent_lang);

-- name: insert_submission
INSERT INTO submissions (phone_key, at) VALUES (:phone_key, :at);

-- name: insert_event
INSERT INTO outbox (event_id, request_id, kind, body, created_at, next_attempt_at)
VALUES (:event_id, :request_id, :kind, :body, :created_at, :created_at);

-- name: delete_request
DELETE FROM requests WHERE request_id = :request_id;

-- name: drop_undelivered_created
-- an erased request that has not reached the operator yet must never reach it; one being sent right now (its
-- lease unexpired) is already on its way and stays, so the erasure can follow it
DELETE FROM outbox WHERE request_id = :request_id AND kind = 'created' AND delivered_at IS NULL
  AND (lease_until IS NULL OR lease_until < :now);

-- name: release_leases
-- a restarted server takes over events a killed one was sending; the idempotency key absorbs a repeat
UPDATE outbox SET lease_until = NULL WHERE delivered_at IS NULL;

-- name: mark_delivered
-- the operator has the details now; the outbox copy is no longer needed
UPDATE outbox SET delivered_at = :now, lease_until = NULL, body = NULL, last_result = :result
WHERE seq = :seq;

-- name: mark_failed
-- only while still undelivered: another instance may have delivered it after this one's lease ran out
UPDATE outbox SET lease_until = NULL, next_attempt_at = :next_attempt_at, last_result = :result
WHERE seq = :seq AND delivered_at IS NULL;

-- name: purge_requests
-- past retention
DELETE FROM requests WHERE created_at < :before;

-- name: purge_outbox
-- past retention, delivered or not
DELETE FROM outbox WHERE created_at < :before;

-- name: purge_submissions
-- older than the per-phone rate-limit day
DELETE FROM submissions WHERE at < :before;

-- name: outbox_health
-- the status page: events still on their way to the operator, the oldest one's age and the last delivery
SELECT
  (SELECT count(*) FROM outbox WHERE delivered_at IS NULL) AS pending,
  (SELECT min(created_at) FROM outbox WHERE delivered_at IS NULL) AS oldest_pending,
  (SELECT max(attempts) FROM outbox WHERE delivered_at IS NULL) AS most_attempts,
  (SELECT max(delivered_at) FROM outbox) AS last_delivered;
