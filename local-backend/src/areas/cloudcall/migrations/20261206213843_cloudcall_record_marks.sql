-- Marks on a recording's timeline (/recording, /GM, the player of /record): a reviewer's note or
-- verdict pinned to a moment, an AI inspection hit or a keyword match. at_ms is the moment from the
-- recording's start; kind one of note, verdict, ai, keyword; user_id who pinned it (NULL for the
-- machine's marks: AI and keyword). A record's marks go with it.
CREATE TABLE call_record_marks (
  id INTEGER PRIMARY KEY,
  record_id INTEGER NOT NULL REFERENCES call_records(id) ON DELETE CASCADE,
  at_ms INTEGER NOT NULL CHECK (at_ms >= 0),
  kind TEXT NOT NULL CHECK (kind IN ('note', 'verdict', 'ai', 'keyword')),
  text TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX call_record_marks_record ON call_record_marks (record_id, at_ms);
-- The filters of the records pages: staff and callee.
CREATE INDEX call_records_user ON call_records (user_id, start_time);
CREATE INDEX call_records_callee ON call_records (callee);
