//! Identity over real HTTP: sign-up, the token endpoint, authorisation, sessions and the rest.

mod authorize;
mod misc;
mod session;
mod settings;
mod signup;
mod token;
