import { graphql } from '@/graphql/gql';
import type { PromotionCardFragment } from '@/graphql/graphql';

/** A promotion as every screen of the feature shows it (card, page, modal). */
export type PromotionCard = PromotionCardFragment;

export const PromotionCardFragmentDoc = graphql(`
  fragment PromotionCard on Promotion {
    id
    slug
    title
    description
    shortDescription
    image {
      art
      alt
      layout
    }
    startsAt
    endsAt
    enrollmentStatus
    userPromotionStatus
    termsOfUse
    section
    promoCode
    primaryCta
    primaryCtaLink
    secondaryCta
    secondaryCtaLink
  }
`);

/** The promotions page: its sections by type. */
export const PromotionsPageDocument = graphql(`
  query PromotionsPage {
    promotionsPage {
      sections {
        id
        title
        promotions {
          ...PromotionCard
        }
      }
    }
  }
`);

/** One promotion by id or slug; null when it is not listed for the viewer. */
export const PromotionDocument = graphql(`
  query Promotion($id: ID!) {
    promotion(id: $id) {
      ...PromotionCard
    }
  }
`);

/** A first login's offers: the pick-one offers (play your way) and the welcome offer. */
export const OnboardingPromotionsDocument = graphql(`
  query OnboardingPromotions {
    listOnboardingPromotions {
      playYourWay {
        welcomeScreen {
          header
          description
          promotions {
            ...PromotionCard
          }
        }
        confirmationScreen {
          header
          description
          promotions {
            ...PromotionCard
          }
        }
      }
      onboardingPromotion {
        ...PromotionCard
      }
    }
  }
`);

/** Opt in to a promotion; `useAlternateImage` for a pick-one claim. */
export const PromotionEnrollmentDocument = graphql(`
  mutation PromotionEnrollment($promotionId: ID!, $useAlternateImage: Boolean) {
    promotionEnrollment(promotionId: $promotionId, useAlternateImage: $useAlternateImage) {
      success
      promotion {
        ...PromotionCard
      }
      errors {
        code
        message
      }
    }
  }
`);

/** The sections the account holder has awards in (the Rewards strip). */
export const AwardsDocument = graphql(`
  query Awards {
    awards {
      id
      title
      count
      total {
        formattedAmount
      }
      deepLink {
        canonicalUrl
        webUrl
      }
    }
  }
`);

/** One section's awards; null for an unknown section. */
export const AwardDetailsDocument = graphql(`
  query AwardDetails($sectionId: String!) {
    awardDetails(sectionId: $sectionId) {
      id
      title
      description
      count
      items {
        id
        awardType
        title
        description
        amount {
          formattedAmount
        }
        expiresAt
        progress {
          wagered {
            formattedAmount
          }
          required {
            formattedAmount
          }
          percent
        }
        deepLink {
          canonicalUrl
          webUrl
        }
        awardedAt
      }
    }
  }
`);

/** How many cashback payments the account holder has received (the panel's Cashback row). */
export const CashbackCountDocument = graphql(`
  query CashbackCount {
    cashbackCount
  }
`);

/** A grant of bonus cash as the account panel shows it. */
export const BonusCashFieldsFragmentDoc = graphql(`
  fragment BonusCashFields on BonusCash {
    id
    title
    amount {
      formattedAmount
    }
    remaining {
      formattedAmount
    }
    required {
      amount
      formattedAmount
    }
    wagered {
      amount
      formattedAmount
    }
    status
    expiresAt
    active
  }
`);

/** The account holder's bonus cash, newest first (the account panel's Bonus Cash). */
export const BonusCashDocument = graphql(`
  query BonusCash {
    bonusCash {
      ...BonusCashFields
    }
  }
`);

/** Makes a grant of bonus cash the one wagers count towards; refused with NOT_FOUND or NOT_ACTIVE. */
export const SetActiveBonusCashDocument = graphql(`
  mutation SetActiveBonusCash($id: ID!) {
    setActiveBonusCash(id: $id) {
      bonusCash {
        ...BonusCashFields
      }
      error {
        code
        message
      }
    }
  }
`);
