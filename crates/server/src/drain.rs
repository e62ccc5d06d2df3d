//! Graceful shutdown of a node: once it is asked to stop, `/readyz` answers 503 (the load
//! balancer stops sending it new requests), its websockets close with 1012 (service restart:
//! clients reconnect, through the balancer, to another node), requests in flight finish, and
//! then it hands its singleton jobs to another node ([`crate::jobs::Leadership::stop`]).

use tokio::sync::watch;

/// The node's draining switch.
#[derive(Debug)]
pub struct Drain {
    switch: watch::Sender<bool>,
}

impl Default for Drain {
    fn default() -> Self {
        Self {
            switch: watch::Sender::new(false),
        }
    }
}

impl Drain {
    /// Starts draining (idempotent).
    pub fn start(&self) {
        self.switch.send_replace(true);
    }

    /// Whether the node is draining.
    pub fn is_draining(&self) -> bool {
        *self.switch.borrow()
    }

    /// Resolves once the node drains.
    pub async fn wait(&self) {
        let mut draining = self.switch.subscribe();
        // The sender lives as long as `self`, so this only returns once draining.
        let _ = draining.wait_for(|d| *d).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn waiters_wake_when_draining_starts() {
        let drain = std::sync::Arc::new(Drain::default());
        assert!(!drain.is_draining());
        let waiter = tokio::spawn({
            let drain = std::sync::Arc::clone(&drain);
            async move { drain.wait().await }
        });
        drain.start();
        tokio::time::timeout(std::time::Duration::from_secs(5), waiter)
            .await
            .unwrap()
            .unwrap();
        assert!(drain.is_draining());
        // Already draining: returns at once.
        drain.wait().await;
    }
}
