-- An admin's pin of one user to one version of a remote (README, "Canary releases"): the shell then
-- loads that version for this user whatever the registry or a canary names. One pin per user and remote.
CREATE TABLE release_pins (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  pinned_by TEXT NOT NULL,
  pinned_at TEXT NOT NULL,
  PRIMARY KEY (user_id, remote)
);
