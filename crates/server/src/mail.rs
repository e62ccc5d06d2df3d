//! Outgoing messages. [`Mailer`] is the provider trait: [`SmtpMailer`] sends through an SMTP
//! relay (`SMTP_URL`); [`FileMailer`] (the default) writes each message as one JSON file
//! under `data_dir/mail/`, the dev mailbox that `GET /api/dev/mailbox` and the end-to-end
//! tests read. The one-time-code sandbox (`crate::sms`) writes to the same folder.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::clock::Clock;
use crate::config::Config;

/// What kind of message it is: an email, or a one-time code by text or voice call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MessageKind {
    Email,
    Sms,
    Call,
}

/// One outgoing message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub kind: MessageKind,
    /// Email address, or phone number in E.164 for `sms`/`call`.
    pub to: String,
    pub subject: String,
    /// Plain-text body.
    pub body: String,
}

/// A message as kept in the dev mailbox.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredMessage {
    pub id: String,
    pub kind: MessageKind,
    pub to: String,
    pub subject: String,
    pub body: String,
    pub sent_at: DateTime<Utc>,
}

/// Why a message could not be sent. Details are for logs only.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("mail configuration: {0}")]
    Config(String),
    #[error("mail delivery failed: {0}")]
    Delivery(String),
}

/// Sends messages.
#[async_trait]
pub trait Mailer: Send + Sync + 'static {
    async fn send(&self, message: Message) -> Result<(), MailError>;
}

/// Writes one JSON file per message under a folder (the dev mailbox).
#[derive(Debug, Clone)]
pub struct FileMailer {
    dir: PathBuf,
    clock: Arc<Clock>,
}

impl FileMailer {
    /// Mailbox under `data_dir/mail`; messages are stamped by `clock`.
    pub fn new(data_dir: &Path, clock: Arc<Clock>) -> Self {
        Self {
            dir: mailbox_dir(data_dir),
            clock,
        }
    }
}

/// The dev mailbox folder for a data folder.
pub fn mailbox_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("mail")
}

#[async_trait]
impl Mailer for FileMailer {
    async fn send(&self, message: Message) -> Result<(), MailError> {
        tokio::fs::create_dir_all(&self.dir)
            .await
            .map_err(|e| MailError::Delivery(e.to_string()))?;
        let id = next_id();
        let stored = StoredMessage {
            id: id.clone(),
            kind: message.kind,
            to: message.to,
            subject: message.subject,
            body: message.body,
            sent_at: self.clock.now(),
        };
        let json =
            serde_json::to_vec_pretty(&stored).map_err(|e| MailError::Delivery(e.to_string()))?;
        // Write then rename, so readers never see half a message.
        let tmp = self.dir.join(format!(".{id}.tmp"));
        tokio::fs::write(&tmp, json)
            .await
            .map_err(|e| MailError::Delivery(e.to_string()))?;
        tokio::fs::rename(&tmp, self.dir.join(format!("{id}.json")))
            .await
            .map_err(|e| MailError::Delivery(e.to_string()))?;
        tracing::info!(kind = ?stored.kind, id, "message written to the dev mailbox");
        Ok(())
    }
}

/// Message ids: ULIDs from one monotonic generator, so file names sort in sending order
/// even within one millisecond.
fn next_id() -> String {
    static GENERATOR: std::sync::Mutex<Option<ulid::Generator>> = std::sync::Mutex::new(None);
    let mut guard = GENERATOR
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    guard
        .get_or_insert_with(ulid::Generator::new)
        .generate()
        .unwrap_or_else(|_| ulid::Ulid::new())
        .to_string()
}

/// Reads the newest `limit` messages of a dev mailbox, newest first. A missing folder is an
/// empty mailbox; unreadable files are skipped.
pub async fn read_mailbox(dir: &Path, limit: usize) -> Vec<StoredMessage> {
    let Ok(mut entries) = tokio::fs::read_dir(dir).await else {
        return Vec::new();
    };
    let mut names = Vec::new();
    while let Ok(Some(entry)) = entries.next_entry().await {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".json") && !name.starts_with('.') {
            names.push(name);
        }
    }
    // ULID file names sort by creation time.
    names.sort_unstable_by(|a, b| b.cmp(a));
    let mut out = Vec::new();
    for name in names.into_iter().take(limit) {
        if let Ok(bytes) = tokio::fs::read(dir.join(&name)).await
            && let Ok(msg) = serde_json::from_slice::<StoredMessage>(&bytes)
        {
            out.push(msg);
        }
    }
    out
}

/// Sends email through an SMTP relay.
pub struct SmtpMailer {
    transport: lettre::AsyncSmtpTransport<lettre::Tokio1Executor>,
    from: lettre::message::Mailbox,
}

impl SmtpMailer {
    /// From `smtp://user:pass@host:port` (or `smtps://`) and a `From` address.
    pub fn new(url: &str, from: &str) -> Result<Self, MailError> {
        let transport = lettre::AsyncSmtpTransport::<lettre::Tokio1Executor>::from_url(url)
            .map_err(|e| MailError::Config(format!("SMTP_URL is not a valid SMTP URL: {e}")))?
            .build();
        let from = from
            .parse()
            .map_err(|e| MailError::Config(format!("MAIL_FROM {from:?} is not an address: {e}")))?;
        Ok(Self { transport, from })
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, message: Message) -> Result<(), MailError> {
        use lettre::AsyncTransport;
        if message.kind != MessageKind::Email {
            return Err(MailError::Delivery("SMTP only carries email".into()));
        }
        let to = message
            .to
            .parse()
            .map_err(|e| MailError::Delivery(format!("recipient: {e}")))?;
        let email = lettre::Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(message.subject)
            .header(lettre::message::header::ContentType::TEXT_PLAIN)
            .body(message.body)
            .map_err(|e| MailError::Delivery(e.to_string()))?;
        self.transport
            .send(email)
            .await
            .map_err(|e| MailError::Delivery(e.to_string()))?;
        Ok(())
    }
}

/// A mailer that refuses to send because its configuration is broken (the error is logged
/// on every attempt rather than mail silently going to files).
struct MisconfiguredMailer(String);

#[async_trait]
impl Mailer for MisconfiguredMailer {
    async fn send(&self, _message: Message) -> Result<(), MailError> {
        Err(MailError::Config(self.0.clone()))
    }
}

/// Checks the mail settings (call at start-up to fail early on a bad `SMTP_URL`).
pub fn check_config(config: &Config) -> Result<(), MailError> {
    match &config.smtp_url {
        Some(url) => SmtpMailer::new(&url.0, &config.mail_from).map(|_| ()),
        None => Ok(()),
    }
}

/// The mailer the configuration asks for: SMTP when `smtp_url` is set, else the dev mailbox.
pub fn from_config(config: &Config, clock: Arc<Clock>) -> Arc<dyn Mailer> {
    match &config.smtp_url {
        Some(url) => match SmtpMailer::new(&url.0, &config.mail_from) {
            Ok(m) => Arc::new(m),
            Err(e) => {
                tracing::error!(error = %e, "mail is not configured correctly; emails will fail");
                Arc::new(MisconfiguredMailer(e.to_string()))
            }
        },
        None => Arc::new(FileMailer::new(&config.data_dir, clock)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn file_mailer_round_trip() {
        let dir = std::env::temp_dir().join(format!("mailtest-{}", ulid::Ulid::new()));
        let mailer = FileMailer::new(&dir, Arc::default());
        for i in 0..3 {
            mailer
                .send(Message {
                    kind: MessageKind::Email,
                    to: format!("u{i}@example.com"),
                    subject: "s".into(),
                    body: "b".into(),
                })
                .await
                .unwrap();
        }
        let msgs = read_mailbox(&mailbox_dir(&dir), 2).await;
        assert_eq!(msgs.len(), 2);
        assert_eq!(msgs[0].to, "u2@example.com");
        assert_eq!(msgs[1].to, "u1@example.com");
        assert!(read_mailbox(&dir.join("nope"), 5).await.is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn smtp_urls_are_checked() {
        assert!(
            SmtpMailer::new(
                "smtp://user:pass@localhost:2525",
                "Halftime <no-reply@halftime.example>"
            )
            .is_ok()
        );
        assert!(SmtpMailer::new("http://nope", "a@b.example").is_err());
        assert!(SmtpMailer::new("smtp://localhost:25", "not an address").is_err());
    }
}
