-- What a W-2G winner gives besides the ID (domain::tax::tin, domain::tax::address): the
-- taxpayer identification number (SSN or ITIN) and a US street address, in the same upload.
-- The TIN is sealed by the server like the ID number (AES-256-GCM, base64 of nonce and
-- ciphertext) and never read back; only its kind and last four digits are. The latest address
-- given is kept per account; each form the upload covers gets its own copy, so the form prints
-- what was given for that win. Documents and forms from before this migration have NULLs.
-- Instants are INTEGER milliseconds since the Unix epoch (UTC).

ALTER TABLE w2g_id_documents ADD COLUMN tin_kind TEXT CHECK (tin_kind IN ('SSN', 'ITIN'));
ALTER TABLE w2g_id_documents ADD COLUMN tin_last_four TEXT CHECK (length(tin_last_four) = 4);
ALTER TABLE w2g_id_documents ADD COLUMN tin_sealed TEXT;

ALTER TABLE w2g_forms ADD COLUMN address_line1 TEXT CHECK (length(address_line1) BETWEEN 1 AND 100);
ALTER TABLE w2g_forms ADD COLUMN address_line2 TEXT CHECK (length(address_line2) BETWEEN 1 AND 100);
ALTER TABLE w2g_forms ADD COLUMN address_city TEXT CHECK (length(address_city) BETWEEN 1 AND 50);
ALTER TABLE w2g_forms ADD COLUMN address_state TEXT CHECK (length(address_state) = 2);
ALTER TABLE w2g_forms ADD COLUMN address_zip TEXT CHECK (length(address_zip) IN (5, 10));

CREATE TABLE w2g_taxpayer_addresses (
    user_id    TEXT PRIMARY KEY NOT NULL REFERENCES users (id),
    line1      TEXT NOT NULL CHECK (length(line1) BETWEEN 1 AND 100),
    -- NULL without a second line
    line2      TEXT CHECK (length(line2) BETWEEN 1 AND 100),
    city       TEXT NOT NULL CHECK (length(city) BETWEEN 1 AND 50),
    state      TEXT NOT NULL CHECK (length(state) = 2),
    zip        TEXT NOT NULL CHECK (length(zip) IN (5, 10)),
    updated_at INTEGER NOT NULL
) STRICT;
