// Withdrawal symptoms for the diary: the items of the Minnesota Nicotine Withdrawal Scale
// (Hughes & Hatsukami), then a few more that cessation services commonly list.
import type { SeedListItem } from './types';

export const seedSymptoms: SeedListItem[] = [
  { key: 'craving', label: { de: 'Rauchverlangen', en: 'Urge to smoke (craving)' } },
  {
    key: 'irritability',
    label: { de: 'Gereiztheit, Frust oder Ärger', en: 'Irritability, frustration or anger' },
  },
  { key: 'anxiety', label: { de: 'Ängstlichkeit, Nervosität', en: 'Anxiety, nervousness' } },
  {
    key: 'difficulty_concentrating',
    label: { de: 'Konzentrationsprobleme', en: 'Difficulty concentrating' },
  },
  { key: 'restlessness', label: { de: 'Unruhe', en: 'Restlessness' } },
  { key: 'increased_appetite', label: { de: 'Mehr Appetit', en: 'Increased appetite' } },
  {
    key: 'insomnia',
    label: {
      de: 'Einschlafprobleme oder nächtliches Aufwachen',
      en: 'Difficulty falling asleep or waking at night',
    },
  },
  {
    key: 'depressed_mood',
    label: { de: 'Gedrückte Stimmung, Traurigkeit', en: 'Depressed mood, sadness' },
  },
  { key: 'impatience', label: { de: 'Ungeduld', en: 'Impatience' } },
  { key: 'constipation', label: { de: 'Verstopfung', en: 'Constipation' } },
  { key: 'dizziness', label: { de: 'Schwindel', en: 'Dizziness' } },
  { key: 'coughing', label: { de: 'Husten', en: 'Coughing' } },
];
