// Situations that set off a craving, for the diary, in the four groups cessation programmes
// use: feelings, habits, other people, and withdrawal itself.
import type { SeedListItem } from './types';

export const seedTriggers: SeedListItem[] = [
  { key: 'stress', group: 'emotional', label: { de: 'Stress', en: 'Stress' } },
  { key: 'boredom', group: 'emotional', label: { de: 'Langeweile', en: 'Boredom' } },
  { key: 'sadness', group: 'emotional', label: { de: 'Traurigkeit', en: 'Sadness' } },
  { key: 'anger', group: 'emotional', label: { de: 'Ärger, Wut', en: 'Anger' } },
  { key: 'loneliness', group: 'emotional', label: { de: 'Einsamkeit', en: 'Loneliness' } },
  {
    key: 'celebration',
    group: 'emotional',
    label: { de: 'Freude, etwas feiern', en: 'Happiness, celebrating' },
  },
  { key: 'coffee', group: 'habit', label: { de: 'Kaffee', en: 'Coffee' } },
  { key: 'after_meals', group: 'habit', label: { de: 'Nach dem Essen', en: 'After meals' } },
  { key: 'driving', group: 'habit', label: { de: 'Autofahren', en: 'Driving' } },
  { key: 'phone_calls', group: 'habit', label: { de: 'Telefonieren', en: 'Phone calls' } },
  {
    key: 'work_breaks',
    group: 'habit',
    label: { de: 'Pausen bei der Arbeit', en: 'Breaks at work' },
  },
  { key: 'waking_up', group: 'habit', label: { de: 'Nach dem Aufwachen', en: 'Waking up' } },
  { key: 'waiting', group: 'habit', label: { de: 'Warten', en: 'Waiting' } },
  {
    key: 'friends_who_smoke',
    group: 'social',
    label: { de: 'Freunde, die rauchen', en: 'Friends who smoke' },
  },
  { key: 'parties', group: 'social', label: { de: 'Partys, Feiern', en: 'Parties' } },
  { key: 'alcohol', group: 'social', label: { de: 'Alkohol', en: 'Alcohol' } },
  {
    key: 'seeing_others_smoke',
    group: 'social',
    label: { de: 'Andere rauchen sehen', en: 'Seeing others smoke' },
  },
  {
    key: 'offered_cigarette',
    group: 'social',
    label: { de: 'Eine Zigarette angeboten bekommen', en: 'Being offered a cigarette' },
  },
  { key: 'craving', group: 'withdrawal', label: { de: 'Rauchverlangen', en: 'Craving' } },
  { key: 'restlessness', group: 'withdrawal', label: { de: 'Unruhe', en: 'Restlessness' } },
  {
    key: 'trouble_concentrating',
    group: 'withdrawal',
    label: { de: 'Konzentrationsprobleme', en: 'Trouble concentrating' },
  },
  {
    key: 'irritability',
    group: 'withdrawal',
    label: { de: 'Gereiztheit', en: 'Irritability' },
  },
  {
    key: 'hunger',
    group: 'withdrawal',
    label: { de: 'Hunger, Appetit', en: 'Hunger, appetite' },
  },
];
