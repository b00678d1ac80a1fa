// The whole schema, for drizzle's query API and drizzle-kit.
export * from './auth';
export * from './contact';
export * from './people';
export * from './platform';
export * from './money';
export * from './programme';
export * from './admin';
export * from './fundraiser';
export * from './testkit';
export * from './questionnaires';
export * from './chat';
export * from './consent';
export * from './testimonials';
export * from './test-integrity';
export * from './cravings';
export * from './thank-you-notes';
export * from './gift-choices';
