-- 关闭录音 (POST /api/record/close): a recording closed on request (a customer's deletion request, a call
-- that must not be heard again) can no longer be played, irreversibly; the file name stays (no reuse).
-- On call_records, so the change trail (变更记录) records who closed it and why.
ALTER TABLE call_records ADD COLUMN closed_at TEXT;
-- closed_by: the user's id, no foreign key (an agent's account can be deleted; the trail keeps who it was).
ALTER TABLE call_records ADD COLUMN closed_by INTEGER;
ALTER TABLE call_records ADD COLUMN close_reason TEXT NOT NULL DEFAULT '';
