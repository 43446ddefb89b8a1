-- A recording is named by an unguessable file name (GET /api/record/audio?file=…): the seed's former
-- sequential names (/recordings/<n>.mp3) get one each, so a database seeded before keeps its recordings.
UPDATE call_records SET recording_url = lower(hex(randomblob(12))) || '.mp3' WHERE recording_url LIKE '/recordings/%';
CREATE INDEX call_records_recording ON call_records (recording_url) WHERE recording_url <> '';
