-- How far a payment's details have gone to the processor (the payments frame's steps,
-- `domain::payments::Submission`). A submit claims its step with a conditional update of this
-- column, so of concurrent submits of one payment exactly one reaches the processor.
ALTER TABLE payments ADD COLUMN submission TEXT NOT NULL DEFAULT 'OPEN'
    CHECK (submission IN ('OPEN', 'CHARGING', 'CHALLENGE', 'COMPLETING', 'TRANSFER'));

-- Transfers already started (their confirmation is due) are past the form.
UPDATE payments SET submission = 'TRANSFER'
    WHERE direction = 'DEPOSIT' AND provider IN ('bank_transfer', 'interac')
      AND status = 'PENDING' AND next_step_at IS NOT NULL;
