// T5: the vocabulary of a test's witnessed recording. It is `recording` while chunks arrive,
// `complete` once the app finished it, and `deleted` when the retention job removed its file.
export const RECORDING_STATES = ['recording', 'complete', 'deleted'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];
