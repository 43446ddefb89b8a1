-- SIP号码 (/sipNumber) edits the shell's sip_accounts (one per user, read by /api/sipVoice/server):
-- when an account was last changed, and an account number registers once.
ALTER TABLE sip_accounts ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX sip_accounts_account ON sip_accounts (account);
CREATE INDEX sip_accounts_updated_at ON sip_accounts (updated_at, user_id);
