import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountIdentityVerificationQuery } from '@/graphql/graphql';
import { UNAVAILABLE } from './verification-api';
import { AccountIdentityVerificationDocument } from './verification-operations';
import { VerificationSummary } from './verification-summary';

type Summary = NonNullable<AccountIdentityVerificationQuery['account']>['identityVerification'];

function summary(over: Partial<Summary> = {}): Summary {
  return {
    __typename: 'IdentityVerification',
    status: 'UNVERIFIED',
    reasons: [],
    attemptsLeft: 3,
    canSubmit: true,
    refusal: null,
    available: true,
    verifiedAt: null,
    updatedAt: null,
    depositThreshold: { __typename: 'Money', formattedAmount: '$2,000.00' },
    ...over,
  };
}

function renderSummary(v: Summary) {
  const mocks = [
    {
      request: { query: AccountIdentityVerificationDocument },
      result: { data: { account: { __typename: 'Account' as const, id: 'acct-1', identityVerification: v } } },
    },
  ];
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <VerificationSummary />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function section() {
  return screen.findByRole('region', { name: /Identity verification/ });
}

describe('Account summary: identity verification', () => {
  it('invites an unverified account to start, with the deposit limit', async () => {
    renderSummary(summary());
    const s = await section();
    expect(s).toHaveTextContent('Not verified');
    expect(s).toHaveTextContent('Verify your identity before your first withdrawal. Until you do, you can deposit up to $2,000.00 in total.');
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/account/identity-verification');
  });

  it('says a pending check is running, with no way to start', async () => {
    renderSummary(summary({ status: 'PENDING', canSubmit: false, refusal: 'Your documents are being checked.' }));
    const s = await section();
    expect(s).toHaveTextContent('Checking');
    expect(s).toHaveTextContent('We are checking your ID.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the documents are in review', async () => {
    renderSummary(summary({ status: 'NEEDS_REVIEW', canSubmit: false }));
    const s = await section();
    expect(s).toHaveTextContent('In review');
    expect(s).toHaveTextContent('This can take up to 2 business days');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a verified identity with its date', async () => {
    renderSummary(summary({ status: 'VERIFIED', canSubmit: false, verifiedAt: '2026-11-20T12:00:00Z' }));
    const s = await section();
    expect(s).toHaveTextContent('Verified');
    expect(s).toHaveTextContent(/Your identity is verified since .*2026\. You can withdraw your winnings\./);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists a rejection’s reasons and offers to start again while attempts are left', async () => {
    renderSummary(
      summary({
        status: 'REJECTED',
        attemptsLeft: 2,
        reasons: [{ __typename: 'IdentityVerificationReason', code: 'NAME_MISMATCH', message: 'The name on your ID does not match the name on your account.' }],
      }),
    );
    const s = await section();
    expect(s).toHaveTextContent('You have 2 attempts left.');
    expect(screen.getByRole('list', { name: 'Why it was not verified' })).toHaveTextContent('The name on your ID does not match the name on your account.');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/account/identity-verification');
  });

  it('sends an account out of attempts to support', async () => {
    const refusal = 'You have used all 3 verification attempts. Contact support to verify your identity.';
    renderSummary(
      summary({
        status: 'REJECTED',
        attemptsLeft: 0,
        canSubmit: false,
        refusal,
        reasons: [{ __typename: 'IdentityVerificationReason', code: 'UNDER_AGE', message: 'Your ID shows you are under the legal age to play in your state or province.' }],
      }),
    );
    const s = await section();
    expect(s).toHaveTextContent(refusal);
    expect(screen.queryByRole('link', { name: 'Start again' })).not.toBeInTheDocument();
  });

  it('says verification is unavailable when no provider checks documents', async () => {
    renderSummary(summary({ available: false, canSubmit: false, refusal: UNAVAILABLE }));
    const s = await section();
    expect(s).toHaveTextContent(UNAVAILABLE);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
