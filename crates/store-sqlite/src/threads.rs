//! Connections that live on threads of their own: one writer, a few readers.
//!
//! A unit of work is sent whole to the thread that owns a connection and runs there to its
//! commit or rollback, its statements plain function calls into SQLite. A statement through
//! an async driver is a round trip between threads (a wake-up each way); here a unit of work
//! costs one round trip however many statements it runs, which is most of the CPU a bet's
//! placement spent (docs/architecture.md, "Storage engine on SQLite").
//!
//! **Group commit.** The writer takes every write waiting when it is free (up to
//! [`MAX_GROUP`]) into one transaction, each unit inside a savepoint of its own: a unit that
//! fails or keeps nothing rolls back to its savepoint and leaves the others' writes alone, and
//! every caller is answered only after the commit that holds its writes (or with that commit's
//! error). A commit is synced to disk (`synchronous = FULL`), once per group instead of once
//! per unit, so durability costs one sync however many bets wait.
//!
//! Statements write parameters as `$1`, `$2`, ...: SQLite numbers named parameters in the
//! order they first appear, so each is bound by the number in its name, as the async driver
//! did.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{ErrorCode, OpenFlags};
use store_sql::db::{
    Answer, Connection, DbError, DbErrorKind, Dialect, Done, Fetch, Mode, Row, Value, WorkFuture,
};

use crate::dialect::SQLITE;

/// The target of the statement log (one debug event per statement, like the PostgreSQL
/// driver's `sqlx::query`): `RUST_LOG=store_sqlite::statement=debug` prints them.
pub const STATEMENT_LOG: &str = "store_sqlite::statement";

/// Prepared statements kept per connection: more than the store has statements on a hot path.
const STATEMENT_CACHE: usize = 512;

/// Most units of work one group commit holds: bounds how long the first of them waits for
/// the others to run.
pub(crate) const MAX_GROUP: usize = 64;

/// Runs a unit of work, alone in a transaction of its own (`false`) or inside the savepoint
/// of a group (`true`), and answers how to tell the caller once the fate of its writes is
/// known.
type Runner = Box<dyn FnOnce(&mut rusqlite::Connection, bool) -> Ran + Send>;

/// A unit of work on its way to a connection's thread.
struct Job {
    mode: Mode,
    run: Runner,
}

/// A unit of work that has run: whether its writes wait in the group's transaction, and how
/// to answer its caller given how that transaction ended.
struct Ran {
    kept: bool,
    answer: Box<dyn FnOnce(Result<(), DbError>) + Send>,
}

/// What a connection's thread is asked to do.
enum Message {
    Run(Job),
    /// Close the connection and end the thread (after the work queued before).
    Stop,
}

/// How a thread opens its connection.
#[derive(Debug, Clone)]
pub(crate) struct Opener {
    /// A path, or a `file:` URI for a shared in-memory database.
    pub(crate) target: String,
    pub(crate) uri: bool,
    pub(crate) busy_timeout: Duration,
}

impl Opener {
    fn open(&self) -> rusqlite::Result<rusqlite::Connection> {
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if self.uri {
            flags |= OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_SHARED_CACHE;
        }
        let conn = rusqlite::Connection::open_with_flags(Path::new(&self.target), flags)?;
        conn.busy_timeout(self.busy_timeout)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        // The journal is WAL (set on the file when it was created); every commit syncs the log,
        // so a committed bet survives a power cut, not only a crash of the process.
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        Ok(conn)
    }
}

/// The threads of one database and the queues to them.
pub(crate) struct Workers {
    writer: flume::Sender<Message>,
    /// The readers' shared queue; the writer's own for an in-memory database, whose one
    /// connection does everything.
    readers: flume::Sender<Message>,
    /// Every thread (the writer first), until [`Workers::close`] joins them.
    threads: std::sync::Mutex<Vec<std::thread::JoinHandle<()>>>,
}

impl std::fmt::Debug for Workers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Workers").finish_non_exhaustive()
    }
}

impl Workers {
    /// Starts a writer and `readers` reader threads (none: reads go to the writer), each with
    /// its connection open before this returns.
    pub(crate) fn start(opener: &Opener, readers: usize) -> Result<Arc<Workers>, DbError> {
        let mut threads = Vec::with_capacity(readers + 1);
        let (writer, receive) = flume::unbounded();
        threads.push(spawn_thread("sqlite-writer", opener, receive)?);
        let readers = if readers == 0 {
            writer.clone()
        } else {
            let (send, receive) = flume::unbounded();
            for index in 0..readers {
                threads.push(spawn_thread(
                    &format!("sqlite-reader-{index}"),
                    opener,
                    receive.clone(),
                )?);
            }
            send
        };
        Ok(Arc::new(Workers {
            writer,
            readers,
            threads: std::sync::Mutex::new(threads),
        }))
    }

    /// Lets the work already queued finish, then closes every connection and ends the
    /// threads; later units of work fail. Closing again does nothing.
    pub(crate) async fn close(&self) {
        let threads = match self.threads.lock() {
            Ok(mut threads) => std::mem::take(&mut *threads),
            Err(poisoned) => std::mem::take(&mut *poisoned.into_inner()),
        };
        if threads.is_empty() {
            return;
        }
        // One stop per thread: a reader that takes one ends and takes no other.
        let _ = self.writer.send(Message::Stop);
        if !self.readers.same_channel(&self.writer) {
            for _ in 1..threads.len() {
                let _ = self.readers.send(Message::Stop);
            }
        }
        let joined = tokio::task::spawn_blocking(move || {
            for thread in threads {
                let _ = thread.join();
            }
        });
        let _ = joined.await;
    }

    /// Runs `work` on a connection's thread as `mode` says; answers when it has ended.
    pub(crate) async fn run<T, E, F>(&self, mode: Mode, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Connection) -> WorkFuture<'t, Done<T>, E> + Send + 'static,
    {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let span = tracing::Span::current();
        let job = Job {
            mode,
            run: Box::new(move |conn, grouped| {
                let _entered = span.enter();
                // The caller may have stopped waiting: the work still ran to its end.
                if !grouped {
                    let result = unit_of_work(conn, mode, work);
                    return Ran {
                        kept: false,
                        answer: Box::new(move |_| {
                            let _ = answer.send(result);
                        }),
                    };
                }
                let (kept, result) = unit_in_group(conn, work);
                Ran {
                    kept,
                    answer: Box::new(move |committed| {
                        let result = match committed {
                            Err(err) if kept => Err(E::from(err)),
                            _ => result,
                        };
                        let _ = answer.send(result);
                    }),
                }
            }),
        };
        let queue = match mode {
            Mode::Write => &self.writer,
            Mode::Read | Mode::Snapshot => &self.readers,
        };
        queue
            .send(Message::Run(job))
            .map_err(|_| E::from(other("the SQLite store's threads have stopped")))?;
        answered
            .await
            .unwrap_or_else(|_| Err(E::from(other("the unit of work stopped"))))
    }
}

/// Starts a thread serving `queue` with a connection of its own (opened before it serves).
fn spawn_thread(
    name: &str,
    opener: &Opener,
    receive: flume::Receiver<Message>,
) -> Result<std::thread::JoinHandle<()>, DbError> {
    let (opened, wait_opened) = std::sync::mpsc::channel();
    let opener = opener.clone();
    let thread = std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || {
            let mut conn = match opener.open() {
                Ok(conn) => {
                    let _ = opened.send(Ok(()));
                    conn
                }
                Err(err) => {
                    let _ = opened.send(Err(db_error(&err)));
                    return;
                }
            };
            serve(&mut conn, &receive);
        })
        .map_err(|e| other(format!("cannot start an SQLite thread: {e}")))?;
    wait_opened
        .recv()
        .map_err(|_| other("an SQLite thread stopped while opening"))??;
    Ok(thread)
}

/// Runs what `queue` brings until stopped, or until every sender is gone (the store and its
/// clones dropped); the connection closes with the thread. Writes waiting together go in one
/// group commit; anything else runs alone.
fn serve(conn: &mut rusqlite::Connection, queue: &flume::Receiver<Message>) {
    let mut next = queue.recv().ok();
    while let Some(Message::Run(job)) = next.take() {
        if job.mode != Mode::Write {
            alone(conn, job);
            next = queue.recv().ok();
            continue;
        }
        let mut group = vec![job];
        while group.len() < MAX_GROUP {
            match queue.try_recv() {
                Ok(Message::Run(job)) if job.mode == Mode::Write => group.push(job),
                Ok(message) => {
                    next = Some(message);
                    break;
                }
                Err(_) => break,
            }
        }
        commit_group(conn, group);
        if next.is_none() {
            next = queue.recv().ok();
        }
    }
}

/// Runs one unit of work in a transaction of its own and answers its caller.
fn alone(conn: &mut rusqlite::Connection, job: Job) {
    let ran = (job.run)(conn, false);
    (ran.answer)(Ok(()));
}

/// Runs `group`'s writes in one transaction, each in a savepoint, commits once, then answers
/// every caller. If SQLite ends the transaction itself half-way (an I/O error, a full disk),
/// the units that ran are answered with the error and the rest go in a group of their own.
fn commit_group(conn: &mut rusqlite::Connection, group: Vec<Job>) {
    let mut waiting = group.into_iter().peekable();
    while waiting.peek().is_some() {
        if waiting.len() == 1 || conn.execute_batch("BEGIN IMMEDIATE").is_err() {
            // Alone, each unit opens (or fails to open) its own transaction.
            waiting.for_each(|job| alone(conn, job));
            return;
        }
        let mut ran = Vec::with_capacity(waiting.len());
        let mut broken = false;
        for job in waiting.by_ref() {
            ran.push((job.run)(conn, true));
            if conn.is_autocommit() {
                broken = true;
                break;
            }
        }
        let committed = if broken {
            Err(other(
                "SQLite rolled back the transaction of a group commit",
            ))
        } else {
            conn.execute_batch("COMMIT").map_err(|err| {
                rollback(conn);
                db_error(&err)
            })
        };
        if let Err(err) = &committed {
            let lost = ran.iter().filter(|ran| ran.kept).count();
            tracing::error!(%err, lost, "a group commit failed: its units are answered with the error");
        }
        for ran in ran {
            (ran.answer)(committed.clone());
        }
    }
}

/// Runs one write of a group inside a savepoint: released when the work keeps its writes,
/// rolled back to otherwise (or on a panic). Answers whether the writes wait in the group's
/// transaction, and the work's result.
fn unit_in_group<T, E, F>(conn: &mut rusqlite::Connection, work: F) -> (bool, Result<T, E>)
where
    E: From<DbError>,
    F: for<'t> FnOnce(&'t mut dyn Connection) -> WorkFuture<'t, Done<T>, E>,
{
    if let Err(err) = conn.execute_batch("SAVEPOINT unit") {
        return (false, Err(E::from(db_error(&err))));
    }
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        futures::executor::block_on(work(&mut ThreadConn(conn)))
    }));
    let result = match outcome {
        Ok(result) => result,
        Err(_) => Err(E::from(other("the unit of work panicked"))),
    };
    match result {
        Ok(done) if done.commit => match conn.execute_batch("RELEASE unit") {
            Ok(()) => (true, Ok(done.value)),
            Err(err) => {
                undo_unit(conn);
                (false, Err(E::from(db_error(&err))))
            }
        },
        other => {
            undo_unit(conn);
            (false, other.map(|done| done.value))
        }
    }
}

/// Rolls the group's transaction back to before the current unit, keeping the others'
/// writes. Should that fail, the whole transaction is rolled back, never committed with half
/// a unit in it: the group notices the transaction is gone.
fn undo_unit(conn: &rusqlite::Connection) {
    if !conn.is_autocommit()
        && let Err(err) = conn.execute_batch("ROLLBACK TO unit; RELEASE unit")
    {
        tracing::error!(%err, "SQLite rollback to a savepoint failed: the group is rolled back");
        rollback(conn);
    }
}

/// Runs one unit of work on `conn`: in a transaction for writes and snapshots, rolled back
/// unless a write asked to keep it; a panic in the work is an error, not a dead thread.
fn unit_of_work<T, E, F>(conn: &mut rusqlite::Connection, mode: Mode, work: F) -> Result<T, E>
where
    E: From<DbError>,
    F: for<'t> FnOnce(&'t mut dyn Connection) -> WorkFuture<'t, Done<T>, E>,
{
    let begin = match mode {
        Mode::Write => Some("BEGIN IMMEDIATE"),
        Mode::Snapshot => Some("BEGIN"),
        Mode::Read => None,
    };
    if let Some(begin) = begin {
        conn.execute_batch(begin)
            .map_err(|e| E::from(db_error(&e)))?;
    }
    // Every statement of the work completes at once (it runs here, synchronously), so
    // polling the future to its end never waits.
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        futures::executor::block_on(work(&mut ThreadConn(conn)))
    }));
    let result = match outcome {
        Ok(result) => result,
        Err(_) => Err(E::from(other("the unit of work panicked"))),
    };
    if begin.is_none() {
        return result.map(|done| done.value);
    }
    match result {
        Ok(done) if mode == Mode::Write && done.commit => match conn.execute_batch("COMMIT") {
            Ok(()) => Ok(done.value),
            Err(err) => {
                rollback(conn);
                Err(E::from(db_error(&err)))
            }
        },
        other => {
            rollback(conn);
            other.map(|done| done.value)
        }
    }
}

/// Ends the open transaction without its writes. SQLite may have rolled it back already (some
/// errors do), which is fine.
fn rollback(conn: &rusqlite::Connection) {
    if !conn.is_autocommit()
        && let Err(err) = conn.execute_batch("ROLLBACK")
    {
        tracing::error!(%err, "SQLite rollback failed");
    }
}

fn other(message: impl Into<String>) -> DbError {
    DbError::new(DbErrorKind::Other, message)
}

/// Maps a driver error to its kind (SQLite's extended result codes).
fn db_error(err: &rusqlite::Error) -> DbError {
    let kind = match err {
        rusqlite::Error::SqliteFailure(failure, _) => match failure.code {
            ErrorCode::ConstraintViolation => match failure.extended_code {
                // SQLITE_CONSTRAINT_UNIQUE, SQLITE_CONSTRAINT_PRIMARYKEY
                2067 | 1555 => DbErrorKind::UniqueViolation,
                // SQLITE_CONSTRAINT_FOREIGNKEY
                787 => DbErrorKind::ForeignKeyViolation,
                _ => DbErrorKind::Other,
            },
            ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => DbErrorKind::Contended,
            _ => DbErrorKind::Other,
        },
        rusqlite::Error::QueryReturnedNoRows => DbErrorKind::RowNotFound,
        rusqlite::Error::Utf8Error(_) | rusqlite::Error::ToSqlConversionFailure(_) => {
            DbErrorKind::Decode
        }
        _ => DbErrorKind::Other,
    };
    DbError::new(kind, err.to_string())
}

/// A connection on its own thread, inside the unit of work's transaction if it has one.
struct ThreadConn<'c>(&'c mut rusqlite::Connection);

#[async_trait]
impl Connection for ThreadConn<'_> {
    fn dialect(&self) -> &'static dyn Dialect {
        &SQLITE
    }

    async fn run(
        &mut self,
        sql: &str,
        args: &[Value<'_>],
        fetch: Fetch,
    ) -> Result<Answer, DbError> {
        statement(self.0, sql, args, fetch).map_err(|e| db_error(&e))
    }
}

/// Prepares (from the cache), binds and runs one statement.
fn statement(
    conn: &rusqlite::Connection,
    sql: &str,
    args: &[Value<'_>],
    fetch: Fetch,
) -> rusqlite::Result<Answer> {
    let mut stmt = conn.prepare_cached(sql)?;
    for index in 1..=stmt.parameter_count() {
        let position = stmt
            .parameter_name(index)
            .and_then(|name| name.strip_prefix('$'))
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(index);
        let value = args
            .get(position.wrapping_sub(1))
            .ok_or(rusqlite::Error::InvalidParameterCount(position, args.len()))?;
        stmt.raw_bind_parameter(index, bound(value)?)?;
    }
    let readonly = stmt.readonly();
    let columns: Arc<[String]> = match fetch {
        Fetch::Count => Arc::from([]),
        Fetch::All | Fetch::First => stmt.column_names().into_iter().map(String::from).collect(),
    };
    let mut rows = stmt.raw_query();
    let mut answered = Vec::new();
    while let Some(row) = rows.next()? {
        match fetch {
            // Stepped to the end all the same: an `UPDATE ... RETURNING` writes every row.
            Fetch::Count => {}
            Fetch::All => answered.push(read(row, &columns)?),
            Fetch::First if answered.is_empty() => answered.push(read(row, &columns)?),
            Fetch::First => {}
        }
    }
    drop(rows);
    tracing::debug!(target: STATEMENT_LOG, statement = sql, rows = answered.len());
    Ok(match fetch {
        Fetch::Count if readonly => Answer::Count(0),
        Fetch::Count => Answer::Count(conn.changes()),
        Fetch::All | Fetch::First => Answer::Rows(answered),
    })
}

/// A parameter as SQLite holds it (dates as ISO text, lists as a JSON array).
fn bound<'v>(value: &'v Value<'_>) -> rusqlite::Result<ToSqlOutput<'v>> {
    use rusqlite::types::Value as Owned;
    Ok(match value {
        Value::Null(_) => ToSqlOutput::Owned(Owned::Null),
        Value::Int(n) => ToSqlOutput::Owned(Owned::Integer(*n)),
        Value::Real(x) => ToSqlOutput::Owned(Owned::Real(*x)),
        Value::Bool(b) => ToSqlOutput::Owned(Owned::Integer(i64::from(*b))),
        Value::Text(s) | Value::Json(s) => ToSqlOutput::Borrowed(ValueRef::Text(s.as_bytes())),
        Value::Date(d) => ToSqlOutput::Owned(Owned::Text(d.format("%Y-%m-%d").to_string())),
        Value::TextList(items) => ToSqlOutput::Owned(Owned::Text(
            serde_json::to_string(items)
                .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?,
        )),
    })
}

/// A row by the type SQLite holds for each value (no BLOBs in this schema: read as text).
fn read(row: &rusqlite::Row<'_>, columns: &Arc<[String]>) -> rusqlite::Result<Row> {
    let mut values = Vec::with_capacity(columns.len());
    for index in 0..columns.len() {
        values.push(match row.get_ref(index)? {
            ValueRef::Null => Value::Null(store_sql::db::Kind::Text),
            ValueRef::Integer(n) => Value::Int(n),
            ValueRef::Real(x) => Value::Real(x),
            ValueRef::Text(bytes) | ValueRef::Blob(bytes) => Value::Text(
                std::str::from_utf8(bytes)
                    .map_err(rusqlite::Error::Utf8Error)?
                    .to_owned()
                    .into(),
            ),
        });
    }
    Ok(Row::new(columns.clone(), values))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    /// A database file of its own with one table, on a writer and two readers.
    fn workers() -> (Arc<Workers>, std::path::PathBuf) {
        static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let path = std::env::temp_dir().join(format!(
            "sbtest-threads-{}-{}.db",
            std::process::id(),
            SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        ));
        let _ = std::fs::remove_file(&path);
        rusqlite::Connection::open(&path)
            .unwrap()
            .execute_batch(
                "PRAGMA journal_mode = WAL; \
                 CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);",
            )
            .unwrap();
        let opener = Opener {
            target: path.display().to_string(),
            uri: false,
            busy_timeout: Duration::from_secs(5),
        };
        (Workers::start(&opener, 2).unwrap(), path)
    }

    fn text(s: &str) -> Value<'static> {
        Value::Text(Cow::Owned(s.to_owned()))
    }

    async fn names(workers: &Workers) -> Vec<String> {
        workers
            .run(Mode::Read, |db| {
                Box::pin(async move {
                    let Answer::Rows(rows) = db
                        .run("SELECT name FROM t ORDER BY id", &[], Fetch::All)
                        .await?
                    else {
                        return Err(DbError::decode("rows expected"));
                    };
                    let names = rows
                        .into_iter()
                        .map(|mut row| row.take::<String>(0))
                        .collect::<Result<_, _>>()?;
                    Ok::<_, DbError>(Done {
                        value: names,
                        commit: false,
                    })
                })
            })
            .await
            .unwrap()
    }

    async fn insert(workers: &Workers, name: &'static str, commit: bool) -> Result<u64, DbError> {
        workers
            .run(Mode::Write, move |db| {
                Box::pin(async move {
                    let Answer::Count(n) = db
                        .run(
                            "INSERT INTO t (name) VALUES ($1) RETURNING id",
                            &[text(name)],
                            Fetch::Count,
                        )
                        .await?
                    else {
                        return Err(DbError::decode("a count expected"));
                    };
                    Ok(Done { value: n, commit })
                })
            })
            .await
    }

    #[tokio::test]
    async fn parameters_bind_by_the_number_in_their_name() {
        let (workers, path) = workers();
        let row = workers
            .run(Mode::Read, |db| {
                Box::pin(async move {
                    let Answer::Rows(mut rows) = db
                        .run(
                            "SELECT $2 || '-' || $1 AS joined, $1 AS again, $3 AS absent",
                            &[text("a"), text("b"), Value::Null(store_sql::db::Kind::Int)],
                            Fetch::First,
                        )
                        .await?
                    else {
                        return Err(DbError::decode("rows expected"));
                    };
                    let mut row = rows.pop().ok_or(DbError::decode("a row expected"))?;
                    let joined = row.take::<String>(0)?;
                    let again = row.take::<String>(1)?;
                    let nothing = row.take::<Option<i64>>(2)?;
                    Ok::<_, DbError>(Done {
                        value: (joined, again, nothing),
                        commit: false,
                    })
                })
            })
            .await
            .unwrap();
        assert_eq!(row, ("b-a".to_owned(), "a".to_owned(), None));
        let _ = std::fs::remove_file(path);
    }

    #[tokio::test]
    async fn writes_stay_only_when_kept_and_a_panic_rolls_back() {
        let (workers, path) = workers();
        // A statement that returns rows still counts what it wrote.
        assert_eq!(insert(&workers, "kept", true).await.unwrap(), 1);
        assert_eq!(insert(&workers, "discarded", false).await.unwrap(), 1);
        let duplicate = insert(&workers, "kept", true).await.unwrap_err();
        assert_eq!(duplicate.kind, DbErrorKind::UniqueViolation);

        let panicked = workers
            .run(Mode::Write, |db| {
                Box::pin(async move {
                    db.run("INSERT INTO t (name) VALUES ('lost')", &[], Fetch::Count)
                        .await?;
                    if db.dialect().row_locks() {
                        return Err(DbError::decode("SQLite has no row locks"));
                    }
                    panic!("a bug half-way through a unit of work");
                    #[allow(unreachable_code)]
                    Ok::<_, DbError>(Done {
                        value: (),
                        commit: true,
                    })
                })
            })
            .await
            .unwrap_err();
        assert!(panicked.to_string().contains("panicked"), "{panicked}");

        // The writer thread goes on, with nothing of the failed units.
        assert_eq!(insert(&workers, "after", true).await.unwrap(), 1);
        assert_eq!(names(&workers).await, ["kept", "after"]);
        let _ = std::fs::remove_file(path);
    }

    /// Keeps the writer busy for a while, so the writes sent meanwhile wait together.
    async fn busy_writer(workers: &Arc<Workers>) -> tokio::task::JoinHandle<()> {
        let busy = Arc::clone(workers);
        let handle = tokio::spawn(async move {
            busy.run(Mode::Write, |_| {
                Box::pin(async move {
                    std::thread::sleep(Duration::from_millis(300));
                    Ok::<_, DbError>(Done {
                        value: (),
                        commit: true,
                    })
                })
            })
            .await
            .unwrap();
        });
        tokio::time::sleep(Duration::from_millis(100)).await;
        handle
    }

    /// Whether a reader sees `name` (committed) from inside a unit of work on the writer.
    async fn committed(workers: &Arc<Workers>, name: &'static str) -> Result<bool, DbError> {
        workers
            .run(Mode::Read, move |db| {
                Box::pin(async move {
                    let Answer::Rows(rows) = db
                        .run("SELECT 1 FROM t WHERE name = $1", &[text(name)], Fetch::All)
                        .await?
                    else {
                        return Err(DbError::decode("rows expected"));
                    };
                    Ok(Done {
                        value: !rows.is_empty(),
                        commit: false,
                    })
                })
            })
            .await
    }

    #[tokio::test]
    async fn writes_waiting_together_commit_together_and_fail_alone() {
        let (workers, path) = workers();
        let busy = busy_writer(&workers).await;
        // Sent in this order while the writer is busy: one group.
        let first = insert(&workers, "first", true);
        let peek = {
            let workers = Arc::clone(&workers);
            let inner = Arc::clone(&workers);
            async move {
                workers
                    .run(Mode::Write, move |db| {
                        Box::pin(async move {
                            let Answer::Rows(rows) = db
                                .run("SELECT name FROM t ORDER BY id", &[], Fetch::All)
                                .await?
                            else {
                                return Err(DbError::decode("rows expected"));
                            };
                            let on_writer = rows.len();
                            // A reader sees the database as last committed.
                            let elsewhere = committed(&inner, "first").await?;
                            Ok::<_, DbError>(Done {
                                value: (on_writer, elsewhere),
                                commit: false,
                            })
                        })
                    })
                    .await
            }
        };
        let duplicate = insert(&workers, "first", true);
        let discarded = insert(&workers, "discarded", false);
        let panicked = workers.run(Mode::Write, |db| {
            Box::pin(async move {
                db.run("INSERT INTO t (name) VALUES ('lost')", &[], Fetch::Count)
                    .await?;
                if !db.dialect().row_locks() {
                    panic!("a bug half-way through a unit of work");
                }
                Ok::<_, DbError>(Done {
                    value: 0,
                    commit: true,
                })
            })
        });
        let last = insert(&workers, "last", true);
        let (first, peek, duplicate, discarded, panicked, last) =
            futures::join!(first, peek, duplicate, discarded, panicked, last);
        busy.await.unwrap();

        assert_eq!(first.unwrap(), 1);
        assert_eq!(
            peek.unwrap(),
            (1, false),
            "the second unit sees the first's write, not yet committed: they share a transaction"
        );
        assert_eq!(duplicate.unwrap_err().kind, DbErrorKind::UniqueViolation);
        assert_eq!(discarded.unwrap(), 1);
        assert!(panicked.unwrap_err().to_string().contains("panicked"));
        assert_eq!(last.unwrap(), 1);
        // Answered after the commit: every kept write is there, nothing of the others.
        assert!(committed(&workers, "last").await.unwrap());
        assert_eq!(names(&workers).await, ["first", "last"]);
        let _ = std::fs::remove_file(path);
    }

    #[tokio::test]
    async fn closing_ends_the_threads_and_folds_the_log_into_the_file() {
        let (workers, path) = workers();
        assert_eq!(insert(&workers, "written", true).await.unwrap(), 1);
        let mut log = path.clone().into_os_string();
        log.push("-wal");
        assert!(Path::new(&log).exists(), "a write in WAL mode keeps a log");

        workers.close().await;
        assert!(
            !Path::new(&log).exists(),
            "the last connection folded the log"
        );
        assert!(insert(&workers, "late", true).await.is_err());
        workers.close().await;
        let read = rusqlite::Connection::open(&path)
            .unwrap()
            .query_row("SELECT name FROM t", [], |row| row.get::<_, String>(0))
            .unwrap();
        assert_eq!(read, "written");
        let _ = std::fs::remove_file(path);
    }
}
