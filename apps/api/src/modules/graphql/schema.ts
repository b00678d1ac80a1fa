// The public GraphQL schema (spec §7, issue 13): read-only, public data only. Every type lists
// its fields by hand, so a private field (an email, a diary entry) cannot appear by accident:
// the fundraiser and the reviews show exactly what their REST views show, and nothing else.
import { createSchema } from 'graphql-yoga';
import type { WebappConfig } from '@quit/contracts/global';
import type { HallOfFame, LandingCounters } from '@quit/contracts/questionnaires';
import type { PublicParticipant } from '@quit/contracts/money';
import type { PublicTestimonials } from '@quit/contracts/testimonials';
import { LIST_CAPS } from './limits';

export type PublicSources = {
  configuration: () => WebappConfig;
  counters: () => Promise<LandingCounters>;
  /** The REST view's answer, or null when there is no such fundraiser. */
  fundraiser: (participantId: string) => Promise<PublicParticipant | null>;
  hallOfFame: () => Promise<HallOfFame>;
  /** The REST view's reviews (GET /api/global/reviews): shown, opted-in, of passed courses. */
  reviews: () => Promise<PublicTestimonials>;
};

const typeDefs = /* GraphQL */ `
  "Public data of QuitPot: read-only, nothing private."
  type Query {
    "The public configuration of this deployment (as GET /api/global/webapp)."
    configuration: Configuration!
    "The landing page's counters (as GET /api/global/counters)."
    counters: LandingCounters!
    "A participant's public fundraiser (as GET /api/participant/{id}/public), or null."
    fundraiser(participantId: ID!): Fundraiser
    "Participants who passed and chose to be shown, newest first (at most ${LIST_CAPS['hallOfFame']})."
    hallOfFame(first: Int): [HallOfFameEntry!]!
    "The landing page's reviews, newest first (as GET /api/global/reviews; at most ${LIST_CAPS['reviews']})."
    reviews(first: Int): [Review!]!
  }

  type Configuration {
    currency: String!
    languages: [String!]!
    defaultLanguage: String!
    courseLengthDays: Int!
    minBalanceCents: Int!
    donation: DonationLimits!
    minAgeYears: Int!
    testMinDay: Int!
    partialPayoutMinDays: Int!
    refundWindowDays: Int!
    defaultTimeZone: String!
    operator: Operator!
  }

  type DonationLimits {
    minCents: Int!
    maxCents: Int!
    presetsCents: [Int!]!
  }

  "Who runs this deployment (the imprint)."
  type Operator {
    name: String!
    addressLines: [String!]!
    email: String!
    phone: String
  }

  type LandingCounters {
    participants: Int!
    paidOutCents: Float!
    moneySavedCents: Float!
    lifeMinutesSaved: Float!
  }

  type Fundraiser {
    id: ID!
    "First name and last initial."
    displayName: String!
    courseState: String!
    courseDay: Int
    donationsOpen: Boolean!
    raisedCents: Int!
    givenCents: Int!
    refundedCents: Int!
    pendingCents: Int!
    minBalanceCents: Int!
    currency: String!
    supporterCount: Int!
    "The newest confirmed gifts (at most ${LIST_CAPS['gifts']}); older ones through REST paging."
    gifts(first: Int): [Gift!]!
    progress: Progress!
    story: String
    photoUrl: String
  }

  "A confirmed gift as the fundraiser page shows it (name null when anonymous)."
  type Gift {
    name: String
    amountCents: Int!
    message: String
    createdAt: String!
  }

  type Progress {
    seminarsWatched: Int!
    diaryDaysKept: Int!
    badgesEarned: Int!
  }

  type HallOfFameEntry {
    "First name and last initial."
    name: String!
    "The date the course was passed (ISO date)."
    passedOn: String!
    "Passed the follow-up test 6 months after the course too (decision C8)."
    sixMonthsSmokeFree: Boolean!
  }

  "A review by a participant who passed and agreed to show it."
  type Review {
    id: ID!
    "First name and last initial."
    name: String!
    text: String!
    "The language it was written in (de or en)."
    language: String!
  }
`;

const firstOf = <T>(items: T[], first: number | null | undefined, cap: number): T[] =>
  items.slice(0, Math.max(0, Math.min(first ?? cap, cap)));

export function publicSchema(sources: PublicSources) {
  return createSchema({
    typeDefs,
    resolvers: {
      Query: {
        configuration: () => sources.configuration(),
        counters: () => sources.counters(),
        fundraiser: (_: unknown, args: { participantId: string }) =>
          sources.fundraiser(args.participantId),
        hallOfFame: async (_: unknown, args: { first?: number | null }) =>
          firstOf((await sources.hallOfFame()).entries, args.first, LIST_CAPS['hallOfFame'] ?? 0),
        reviews: async (_: unknown, args: { first?: number | null }) =>
          firstOf((await sources.reviews()).entries, args.first, LIST_CAPS['reviews'] ?? 0),
      },
      Fundraiser: {
        gifts: (parent: PublicParticipant, args: { first?: number | null }) =>
          firstOf(parent.gifts, args.first, LIST_CAPS['gifts'] ?? 0),
      },
    },
  });
}
