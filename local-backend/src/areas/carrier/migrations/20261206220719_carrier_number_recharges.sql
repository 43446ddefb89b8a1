-- A number's recharges (/wnRecharge, /djRecharge, /gmRecharge): each moves the number's balance
-- (carrier_numbers.balance) in the same transaction, and says the balance it left.
CREATE TABLE carrier_number_recharges (
  id INTEGER PRIMARY KEY,
  number_id INTEGER NOT NULL REFERENCES carrier_numbers(id),
  amount REAL NOT NULL CHECK (amount > 0),
  balance_after REAL NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id),
  at TEXT NOT NULL
);
CREATE INDEX carrier_number_recharges_number ON carrier_number_recharges (number_id, at);
CREATE INDEX carrier_number_recharges_at ON carrier_number_recharges (at);
