//! `GET /i/regions`: every region the product knows, and where the caller appears to be.

use super::extract::RequestContext;
use axum::Json;
use serde_json::{Value, json};

/// `{"country", "region", "regions": [{"iso_3166_2_code", "name", "country", "operating"}]}`
pub async fn handler(ctx: RequestContext) -> Json<Value> {
    let regions: Vec<Value> = domain::region::REGIONS
        .iter()
        .map(|r| json!({"iso_3166_2_code": r.code, "name": r.name, "country": r.country.code(), "operating": r.operating}))
        .collect();
    Json(
        json!({ "country": ctx.location.country, "region": ctx.location.region, "regions": regions }),
    )
}
