-- Leases of singleton jobs (store::LeaseStore): the node holding a lease runs its jobs until
-- expires_at; token grows by one each time the lease changes hands and fences the jobs'
-- writes. Instants are INTEGER milliseconds since the Unix epoch (UTC).

CREATE TABLE job_leases (
    name       TEXT PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 64),
    holder     TEXT NOT NULL CHECK (length(holder) BETWEEN 1 AND 64),
    token      INTEGER NOT NULL CHECK (token >= 1),
    expires_at INTEGER NOT NULL
);
