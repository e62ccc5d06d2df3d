//! `sqlx::migrate!` embeds the migrations at compile time: a migration added or changed
//! rebuilds the crate.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
