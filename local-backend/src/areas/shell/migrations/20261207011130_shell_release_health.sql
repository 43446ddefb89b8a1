-- Release health (issue 59): what the shells saw of each remote version, per minute. Bounded: the
-- backend deletes minutes older than HEALTH_RETENTION_MINUTES as reports arrive.
CREATE TABLE release_health (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  -- Minutes since the Unix epoch (UTC).
  minute INTEGER NOT NULL,
  page_loads INTEGER NOT NULL DEFAULT 0,
  load_failed INTEGER NOT NULL DEFAULT 0,
  crashed INTEGER NOT NULL DEFAULT 0,
  unhandled INTEGER NOT NULL DEFAULT 0,
  -- JSON array of counts, one per bucket of HEALTH_LATENCY_BOUNDS_MS.
  latency TEXT NOT NULL,
  PRIMARY KEY (remote, version, minute)
) WITHOUT ROWID;

-- Who reported on a version, and the last minute they did: users within a window, one row per user.
CREATE TABLE release_health_users (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  last_minute INTEGER NOT NULL,
  PRIMARY KEY (remote, version, user_id)
) WITHOUT ROWID;
CREATE INDEX release_health_users_last ON release_health_users (last_minute);
