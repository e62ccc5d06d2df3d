//! Settings (docs/product/settings.md): the content setting and the email preferences sit
//! beside the other preferences; each write keeps the others, and one holder's settings
//! never touch another's.

use super::{t0, user};
use domain::betslip::AutoAccept;
use domain::ids::UserId;
use domain::odds::OddsFormat;
use store::{EmailPreferences, Store, StoreError, UserPreferences};

pub async fn settings_persist_beside_the_other_preferences<S: Store + Clone>(store: S) {
    let u = user(&store, "settings-one@example.com").await.id;
    let other = user(&store, "settings-two@example.com").await.id;
    let defaults = store.user_preferences(&u).await.expect("preferences");
    assert!(defaults.show_odds_trend, "price movement shows by default");
    assert_eq!(
        defaults.email,
        EmailPreferences {
            promotions: true,
            product_news: true
        }
    );

    store
        .set_odds_format(&u, OddsFormat::Decimal, t0())
        .await
        .expect("odds format");
    store
        .set_auto_accept_odds_changes(&u, AutoAccept::Any, t0())
        .await
        .expect("auto accept");
    let hidden = store
        .set_show_odds_trend(&u, false, t0())
        .await
        .expect("odds trend");
    assert!(!hidden.show_odds_trend);
    assert_eq!(hidden.odds_format, OddsFormat::Decimal, "kept");
    assert_eq!(hidden.auto_accept_odds_changes, AutoAccept::Any, "kept");

    let quiet = EmailPreferences {
        promotions: false,
        product_news: true,
    };
    let saved = store
        .set_email_preferences(&u, quiet, t0())
        .await
        .expect("email preferences");
    assert_eq!(
        saved,
        UserPreferences {
            odds_format: OddsFormat::Decimal,
            auto_accept_odds_changes: AutoAccept::Any,
            show_odds_trend: false,
            email: quiet,
            ..UserPreferences::default()
        }
    );
    assert_eq!(store.user_preferences(&u).await.expect("read"), saved);

    // A later write of another setting keeps both switches.
    let again = store
        .set_odds_format(&u, OddsFormat::American, t0())
        .await
        .expect("odds format");
    assert_eq!(again.email, quiet);
    assert!(!again.show_odds_trend);
    let none = EmailPreferences {
        promotions: false,
        product_news: false,
    };
    assert_eq!(
        store
            .set_email_preferences(&u, none, t0())
            .await
            .expect("email preferences")
            .email,
        none
    );
    let shown = store
        .set_show_odds_trend(&u, true, t0())
        .await
        .expect("odds trend");
    assert!(shown.show_odds_trend);
    assert_eq!(shown.email, none);

    // A first write on a holder without preferences takes the defaults for the rest.
    let first = store
        .set_email_preferences(&other, quiet, t0())
        .await
        .expect("email preferences");
    assert_eq!(
        first,
        UserPreferences {
            email: quiet,
            ..UserPreferences::default()
        }
    );
    assert_eq!(
        store.user_preferences(&other).await.expect("read").email,
        quiet
    );
    assert_eq!(
        store.user_preferences(&u).await.expect("read").email,
        none,
        "settings are per holder"
    );

    let ghost = UserId::from_raw("01J00000000000000000000000");
    assert!(matches!(
        store.set_show_odds_trend(&ghost, false, t0()).await,
        Err(StoreError::NotFound("user"))
    ));
    assert!(matches!(
        store.set_email_preferences(&ghost, none, t0()).await,
        Err(StoreError::NotFound("user"))
    ));
}
