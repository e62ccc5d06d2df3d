-- Platform services: maintenance switch, waiting-room limit, admission tickets, custom
-- dialogs. Instants are integer milliseconds since the Unix epoch (UTC).

-- Exactly one row: the switches every server node reads.
CREATE TABLE platform_settings (
    id                         INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
    maintenance_active         INTEGER NOT NULL DEFAULT 0 CHECK (maintenance_active IN (0, 1)),
    maintenance_title          TEXT NOT NULL,
    maintenance_message        TEXT NOT NULL,
    maintenance_image          TEXT,
    maintenance_link           TEXT,
    maintenance_label          TEXT,
    maintenance_refresh_seconds INTEGER NOT NULL CHECK (maintenance_refresh_seconds > 0),
    waiting_room_max           INTEGER CHECK (waiting_room_max >= 0),
    updated_at                 INTEGER NOT NULL
) STRICT;

INSERT INTO platform_settings (id, maintenance_title, maintenance_message,
    maintenance_refresh_seconds, updated_at)
VALUES (1, 'We''re working on a few things', 'Check back soon!', 30, 0);

-- One row per browser that asked for a seat while the waiting room was on.
CREATE TABLE admission_tickets (
    id           TEXT PRIMARY KEY NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('admitted', 'waiting')),
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
) STRICT;

CREATE INDEX admission_tickets_queue_idx ON admission_tickets (state, created_at, id);

CREATE TABLE custom_dialogs (
    id         TEXT PRIMARY KEY NOT NULL,
    config     TEXT NOT NULL,
    published  INTEGER NOT NULL CHECK (published IN (0, 1)),
    updated_at INTEGER NOT NULL
) STRICT;
