//! `Query.customDialogs`: the published custom dialogs (see `docs/product/platform-services.md`).
//! Served to visitors and account holders; the client decides when each opens (pages, on_login) and
//! remembers which were closed.

use super::context::state;
use super::errors;
use crate::platform::dialogs::decode;
use async_graphql::{Context, Enum, Object, Result, SimpleObject};
use domain::custom_dialog as dc;

/// When a dialog opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CustomDialogTriggerType {
    /// On the listed pages.
    Pages,
    /// Within 5 s after login.
    OnLogin,
}

/// What a dialog button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CustomDialogButtonType {
    Dismiss,
    DeepLink,
    /// Opens `url` (always https) in a new tab.
    ExternalLink,
}

/// How a dialog button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CustomDialogButtonStyle {
    Primary,
    Secondary,
    Link,
}

/// One trigger of a dialog.
#[derive(Debug, Clone, SimpleObject)]
pub struct CustomDialogTrigger {
    #[graphql(name = "type")]
    pub kind: CustomDialogTriggerType,
    /// Path patterns (`/`, `/account/*`) for PAGES; empty for ON_LOGIN.
    pub pages: Vec<String>,
}

/// One button of a dialog.
#[derive(Debug, Clone, SimpleObject)]
pub struct CustomDialogButton {
    pub label: String,
    #[graphql(name = "type")]
    pub kind: CustomDialogButtonType,
    /// In-app path (DEEP_LINK) or https URL (EXTERNAL_LINK); null for DISMISS.
    pub url: Option<String>,
    pub style: CustomDialogButtonStyle,
}

/// An operator-published dialog.
#[derive(Debug, Clone, SimpleObject)]
pub struct CustomDialog {
    pub id: String,
    pub title: String,
    pub body: String,
    /// Whether the dialog has a close control.
    pub dismissible: bool,
    pub triggers: Vec<CustomDialogTrigger>,
    pub buttons: Vec<CustomDialogButton>,
}

impl From<dc::CustomDialog> for CustomDialog {
    fn from(d: dc::CustomDialog) -> Self {
        Self {
            id: d.id,
            title: d.title,
            body: d.body,
            dismissible: d.dismissible,
            triggers: d
                .triggers
                .into_iter()
                .map(|t| CustomDialogTrigger {
                    kind: match t.kind {
                        dc::TriggerType::Pages => CustomDialogTriggerType::Pages,
                        dc::TriggerType::OnLogin => CustomDialogTriggerType::OnLogin,
                    },
                    pages: t.pages,
                })
                .collect(),
            buttons: d
                .buttons
                .into_iter()
                .map(|b| CustomDialogButton {
                    label: b.label,
                    kind: match b.kind {
                        dc::ButtonType::Dismiss => CustomDialogButtonType::Dismiss,
                        dc::ButtonType::DeepLink => CustomDialogButtonType::DeepLink,
                        dc::ButtonType::ExternalLink => CustomDialogButtonType::ExternalLink,
                    },
                    url: b.url,
                    style: match b.style {
                        dc::ButtonStyle::Primary => CustomDialogButtonStyle::Primary,
                        dc::ButtonStyle::Secondary => CustomDialogButtonStyle::Secondary,
                        dc::ButtonStyle::Link => CustomDialogButtonStyle::Link,
                    },
                })
                .collect(),
        }
    }
}

/// Custom dialog queries.
#[derive(Default)]
pub struct DialogsQuery;

#[Object]
impl DialogsQuery {
    /// The published custom dialogs, ordered by id.
    async fn custom_dialogs(&self, ctx: &Context<'_>) -> Result<Vec<CustomDialog>> {
        let state = state(ctx)?;
        let records = state
            .store
            .custom_dialogs(true)
            .await
            .map_err(|e| errors::internal("custom dialogs", e))?;
        Ok(decode(&records)
            .into_iter()
            .map(|(d, _)| CustomDialog::from(d))
            .collect())
    }
}
