//! One-time codes by text message or voice call. [`CodeSender`] is the provider trait; the
//! [`SandboxSender`] (the default, and what tests use) records each message in the dev
//! mailbox as kind `sms` or `call`, where the end-to-end tests read the code.

use crate::mail::{FileMailer, Mailer, Message, MessageKind};
use async_trait::async_trait;
use domain::identity::one_time_code::Channel;
use std::sync::Arc;

/// Why a code could not be delivered (details for logs only).
#[derive(Debug, thiserror::Error)]
#[error("one-time code delivery failed: {0}")]
pub struct SendError(pub String);

/// Delivers a one-time code to a phone.
#[async_trait]
pub trait CodeSender: Send + Sync + 'static {
    /// Sends `code` to `phone` (E.164) over `channel`; `brand` names the product in the text.
    async fn send_code(
        &self,
        phone: &str,
        channel: Channel,
        code: &str,
        brand: &str,
    ) -> Result<(), SendError>;
}

/// The sandbox provider: "delivers" by writing to the dev mailbox.
pub struct SandboxSender {
    mailbox: FileMailer,
}

impl SandboxSender {
    pub fn new(mailbox: FileMailer) -> Self {
        Self { mailbox }
    }
}

/// The text of a one-time-code message.
pub fn code_text(channel: Channel, code: &str, brand: &str) -> String {
    match channel {
        Channel::Sms => format!(
            "{code} is your {brand} verification code. It expires in 10 minutes. Never share it."
        ),
        Channel::Call => {
            let spoken: Vec<String> = code.chars().map(String::from).collect();
            format!(
                "Hello from {brand}. Your verification code is {}. Again: {}.",
                spoken.join(", "),
                spoken.join(", ")
            )
        }
    }
}

#[async_trait]
impl CodeSender for SandboxSender {
    async fn send_code(
        &self,
        phone: &str,
        channel: Channel,
        code: &str,
        brand: &str,
    ) -> Result<(), SendError> {
        let kind = match channel {
            Channel::Sms => MessageKind::Sms,
            Channel::Call => MessageKind::Call,
        };
        self.mailbox
            .send(Message {
                kind,
                to: phone.to_owned(),
                subject: format!("{brand} verification code"),
                body: code_text(channel, code, brand),
            })
            .await
            .map_err(|e| SendError(e.to_string()))
    }
}

/// The sender for a configuration (the sandbox until a real provider is configured).
pub fn from_config(
    config: &crate::config::Config,
    clock: Arc<crate::clock::Clock>,
) -> Arc<dyn CodeSender> {
    Arc::new(SandboxSender::new(FileMailer::new(&config.data_dir, clock)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_carry_the_code() {
        assert!(
            code_text(Channel::Sms, "012345", "Halftime Sportsbook")
                .starts_with("012345 is your Halftime Sportsbook")
        );
        assert!(code_text(Channel::Call, "012345", "X").contains("0, 1, 2, 3, 4, 5"));
    }
}
