-- Call-back statements PostgreSQL needs in its own words (shared ones: callbacks.sql).

-- name: claim_event
-- The oldest due event not being sent by someone else, leased and its attempt counted before it is sent (after a
-- crash the next send says it may repeat this one); oldest first so an erasure follows its request. SKIP LOCKED:
-- an instance claiming at the same moment passes over the row this one is taking and claims the next.
UPDATE outbox SET lease_until = :lease_until, attempts = attempts + 1
WHERE seq = (
  SELECT seq FROM outbox
  WHERE delivered_at IS NULL AND next_attempt_at <= :now AND (lease_until IS NULL OR lease_until < :now)
    -- an erasure waits for its request's event still on its way (erase leaves one in flight), so it arrives after
    AND NOT (kind = 'erased' AND EXISTS (
      SELECT 1 FROM outbox created WHERE created.request_id = outbox.request_id AND created.kind = 'created'
        AND created.delivered_at IS NULL
    ))
  ORDER BY seq LIMIT 1
  FOR UPDATE SKIP LOCKED
)
RETURNING seq, event_id, kind, body, attempts;
