//! Conformance cases of [`LinkingStore`](store::LinkingStore): one partner identity links to
//! one account at a time and one account to one identity per partner, links are private to
//! their account, prompts are dismissed once, and two accounts racing for one identity end
//! with exactly one link.

use super::{new_user, t0};
use chrono::Duration;
use domain::account_link::{LinkPrompt, LinkResult, MEDIA_PARTNER};
use domain::ids::UserId;
use store::{LinkOutcome, NewAccountLink, Store, StoreError};

fn link(user: &UserId, subject: &str) -> NewAccountLink {
    NewAccountLink {
        user_id: user.clone(),
        partner: MEDIA_PARTNER.to_owned(),
        subject: subject.to_owned(),
        favorites: vec!["Kansas City Chiefs".to_owned()],
        at: t0(),
    }
}

pub async fn account_links_hold_one_identity_per_account_and_partner<S: Store + Clone>(store: S) {
    let me = store
        .create_user(new_user("link-me@example.com"))
        .await
        .expect("user")
        .id;
    let you = store
        .create_user(new_user("link-you@example.com"))
        .await
        .expect("user")
        .id;
    assert!(store.account_links(&me).await.expect("none").is_empty());
    let LinkOutcome::Linked(made) = store
        .create_account_link(link(&me, "sub-1"))
        .await
        .expect("link")
    else {
        panic!("first link is made");
    };
    assert_eq!(made.subject, "sub-1");
    assert_eq!(made.favorites, vec!["Kansas City Chiefs"]);
    assert_eq!(made.linked_at, t0());
    // The same link again answers it.
    assert_eq!(
        store
            .create_account_link(NewAccountLink {
                at: t0() + Duration::seconds(5),
                ..link(&me, "sub-1")
            })
            .await
            .expect("again"),
        LinkOutcome::Linked(made.clone())
    );
    assert_eq!(
        store
            .create_account_link(link(&you, "sub-1"))
            .await
            .expect("duplicate"),
        LinkOutcome::Refused(LinkResult::DuplicatePairwiseId)
    );
    assert_eq!(
        store
            .create_account_link(link(&me, "sub-2"))
            .await
            .expect("second identity"),
        LinkOutcome::Refused(LinkResult::AlreadyLinked)
    );
    assert_eq!(
        store.account_links(&me).await.expect("mine"),
        vec![made.clone()]
    );
    assert!(store.account_links(&you).await.expect("yours").is_empty());
    // Another account cannot delete it; its owner can, and then the identity is free.
    assert!(matches!(
        store.delete_account_link(&you, &made.id).await,
        Err(StoreError::NotFound("account_link"))
    ));
    assert_eq!(
        store
            .delete_account_link(&me, &made.id)
            .await
            .expect("delete"),
        made
    );
    assert!(matches!(
        store.delete_account_link(&me, &made.id).await,
        Err(StoreError::NotFound("account_link"))
    ));
    assert!(matches!(
        store.create_account_link(link(&you, "sub-1")).await,
        Ok(LinkOutcome::Linked(_))
    ));
    let unknown = UserId::from_raw("no-such-user");
    assert!(matches!(
        store.create_account_link(link(&unknown, "sub-9")).await,
        Err(StoreError::NotFound("user"))
    ));
    // Prompts.
    assert!(
        store
            .link_prompt_dismissals(&me)
            .await
            .expect("none")
            .is_empty()
    );
    for _ in 0..2 {
        store
            .dismiss_link_prompt(&me, LinkPrompt::AccountSummary, t0())
            .await
            .expect("dismiss");
    }
    assert_eq!(
        store.link_prompt_dismissals(&me).await.expect("one"),
        vec![LinkPrompt::AccountSummary]
    );
    assert!(
        store
            .link_prompt_dismissals(&you)
            .await
            .expect("none")
            .is_empty()
    );
    assert!(matches!(
        store
            .dismiss_link_prompt(&unknown, LinkPrompt::AccountSummary, t0())
            .await,
        Err(StoreError::NotFound("user"))
    ));
}

pub async fn accounts_racing_for_one_identity_link_once<S: Store + Clone>(store: S) {
    let mut users = Vec::new();
    for i in 0..6 {
        users.push(
            store
                .create_user(new_user(&format!("link-race-{i}@example.com")))
                .await
                .expect("user")
                .id,
        );
    }
    let tasks: Vec<_> = users
        .iter()
        .map(|user| {
            let (store, user) = (store.clone(), user.clone());
            tokio::spawn(async move {
                store
                    .create_account_link(link(&user, "contested"))
                    .await
                    .expect("link answers")
            })
        })
        .collect();
    let mut linked = 0;
    for task in tasks {
        match task.await.expect("task") {
            LinkOutcome::Linked(_) => linked += 1,
            LinkOutcome::Refused(result) => {
                assert_eq!(result, LinkResult::DuplicatePairwiseId);
            }
        }
    }
    assert_eq!(linked, 1);
    let mut holders = 0;
    for user in &users {
        holders += store.account_links(user).await.expect("links").len();
    }
    assert_eq!(holders, 1);
}
