-- What each recorded move was (a key of NUMBER_ACTIONS in remote-carrier/src/contract/numbers.ts, or
-- 'submit'): a restart leaves the state as it was, so the states alone do not say it.
ALTER TABLE carrier_number_events ADD COLUMN action TEXT NOT NULL DEFAULT '';
UPDATE carrier_number_events SET action = CASE
  WHEN from_state IS NULL THEN 'submit'
  WHEN from_state = 'reviewing' AND to_state = 'open' THEN 'approve'
  WHEN to_state = 'rejected' THEN 'reject'
  WHEN to_state = 'suspended' THEN 'suspend'
  WHEN from_state = 'suspended' AND to_state = 'open' THEN 'restore'
  WHEN to_state = 'frozen' THEN 'freeze'
  WHEN from_state = 'frozen' AND to_state = 'open' THEN 'unfreeze'
  WHEN to_state = 'closed' THEN 'close'
  ELSE '' END;
CREATE INDEX carrier_number_events_action ON carrier_number_events (action, at);
