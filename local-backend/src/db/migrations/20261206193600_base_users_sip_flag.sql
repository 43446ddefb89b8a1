-- The login's `sip` flag is whether the member holds a SIP account (a row of sip_accounts, written by
-- /sipNumber), as the x-sip-account header already said; the separate flag went stale on every edit.
ALTER TABLE users DROP COLUMN sip;
