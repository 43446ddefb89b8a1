-- What the account's phone reported of its last registration (POST /api/sipVoice/registered): the
-- outcome (1 registered, 0 failed; NULL never reported), the registrar's reason for a failure, when,
-- from which client address and user agent. Shown on /sipNumber.
ALTER TABLE sip_accounts ADD COLUMN registered INTEGER;
ALTER TABLE sip_accounts ADD COLUMN register_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE sip_accounts ADD COLUMN registered_at TEXT NOT NULL DEFAULT '';
ALTER TABLE sip_accounts ADD COLUMN register_ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sip_accounts ADD COLUMN register_agent TEXT NOT NULL DEFAULT '';
