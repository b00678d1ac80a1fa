// P4: the welcome questionnaire `testquestionnaire`: the Fagerström Test for Nicotine
// Dependence (Heatherton et al. 1991), the smoking history that feeds the savings, and the
// nicotine products that make the saliva test positive.
import type { ChoiceOption, Questionnaire } from './questionnaire-types';

export const WELCOME_QUESTIONNAIRE = 'testquestionnaire';

const yesNo: readonly ChoiceOption[] = [
  { value: 'yes', label: { de: 'Ja', en: 'Yes' } },
  { value: 'no', label: { de: 'Nein', en: 'No' } },
];

const ftndLearnMore = {
  de: 'Diese Frage gehört zum Fagerström-Test für Nikotinabhängigkeit (6 Fragen, 0 bis 10 Punkte). Je höher die Punktzahl, desto stärker ist der Körper an Nikotin gewöhnt – und desto mehr hilft dir ein guter Plan für die ersten Tage.',
  en: 'This question is part of the Fagerström Test for Nicotine Dependence (6 questions, 0 to 10 points). The higher the score, the more your body is used to nicotine – and the more a good plan for the first days helps you.',
};

export const NICOTINE_PRODUCTS = [
  'nicotine_replacement',
  'e_cigarette',
  'heated_tobacco',
  'snus',
] as const;

export const welcomeQuestionnaire: Questionnaire = {
  name: WELCOME_QUESTIONNAIRE,
  title: { de: 'Willkommensfragebogen', en: 'Welcome questionnaire' },
  questions: [
    {
      id: 'first_cigarette',
      kind: 'choice',
      title: { de: 'Der Morgen', en: 'Mornings' },
      prompt: {
        de: 'Wann rauchst du nach dem Aufwachen deine erste Zigarette?',
        en: 'How soon after you wake up do you smoke your first cigarette?',
      },
      learnMore: ftndLearnMore,
      options: [
        { value: 'within_5', label: { de: 'Innerhalb von 5 Minuten', en: 'Within 5 minutes' } },
        { value: '6_to_30', label: { de: 'Nach 6 bis 30 Minuten', en: 'After 6 to 30 minutes' } },
        {
          value: '31_to_60',
          label: { de: 'Nach 31 bis 60 Minuten', en: 'After 31 to 60 minutes' },
        },
        {
          value: 'after_60',
          label: { de: 'Nach mehr als 60 Minuten', en: 'After more than 60 minutes' },
        },
      ],
    },
    {
      id: 'forbidden_places',
      kind: 'choice',
      title: { de: 'Rauchverbote', en: 'No-smoking places' },
      prompt: {
        de: 'Fällt es dir schwer, an Orten nicht zu rauchen, wo es verboten ist (z. B. Kino, Bus, Restaurant)?',
        en: 'Do you find it difficult not to smoke where it is forbidden (e.g. cinema, bus, restaurant)?',
      },
      learnMore: ftndLearnMore,
      options: yesNo,
    },
    {
      id: 'hardest_to_give_up',
      kind: 'choice',
      title: { de: 'Die wichtigste Zigarette', en: 'The one that matters most' },
      prompt: {
        de: 'Auf welche Zigarette würdest du am wenigsten verzichten wollen?',
        en: 'Which cigarette would you hate most to give up?',
      },
      learnMore: ftndLearnMore,
      options: [
        {
          value: 'first_morning',
          label: { de: 'Die erste am Morgen', en: 'The first one in the morning' },
        },
        { value: 'any_other', label: { de: 'Eine andere', en: 'Any other' } },
      ],
    },
    {
      id: 'cigarettes_per_day',
      kind: 'number',
      title: { de: 'Wie viel du rauchst', en: 'How much you smoke' },
      prompt: {
        de: 'Wie viele Zigaretten rauchst du an einem normalen Tag?',
        en: 'How many cigarettes do you smoke on an ordinary day?',
      },
      learnMore: {
        de: 'Die Zahl zählt für den Fagerström-Test (bis 10: 0 Punkte, 11–20: 1, 21–30: 2, mehr: 3) und für das Geld und die Lebenszeit, die du ab jetzt sparst: 11 Minuten Lebenszeit je nicht gerauchter Zigarette.',
        en: 'The number counts for the Fagerström test (up to 10: 0 points, 11–20: 1, 21–30: 2, more: 3) and for the money and the life you save from now on: 11 minutes of life per cigarette not smoked.',
      },
      min: 1,
      max: 100,
      unit: { de: 'Zigaretten am Tag', en: 'cigarettes a day' },
    },
    {
      id: 'more_in_morning',
      kind: 'choice',
      title: { de: 'Nach dem Aufwachen', en: 'After waking up' },
      prompt: {
        de: 'Rauchst du in den ersten Stunden nach dem Aufwachen mehr als im Rest des Tages?',
        en: 'Do you smoke more in the first hours after waking up than during the rest of the day?',
      },
      learnMore: ftndLearnMore,
      options: yesNo,
    },
    {
      id: 'smoke_when_ill',
      kind: 'choice',
      title: { de: 'Wenn du krank bist', en: 'When you are ill' },
      prompt: {
        de: 'Rauchst du auch, wenn du so krank bist, dass du fast den ganzen Tag im Bett liegst?',
        en: 'Do you smoke even when you are so ill that you are in bed most of the day?',
      },
      learnMore: ftndLearnMore,
      options: yesNo,
    },
    {
      id: 'pack_price',
      kind: 'money',
      title: { de: 'Was das Rauchen kostet', en: 'What smoking costs' },
      prompt: {
        de: 'Was kostet eine Packung deiner Zigaretten?',
        en: 'What does a pack of your cigarettes cost?',
      },
      learnMore: {
        de: 'Mit Preis und Packungsgröße rechnen wir aus, wie viel Geld du an jedem rauchfreien Tag sparst.',
        en: 'From the price and the pack size we work out how much money you save on every smoke-free day.',
      },
      min: 1,
      max: 10_000,
    },
    {
      id: 'pack_size',
      kind: 'number',
      title: { de: 'Packungsgröße', en: 'Pack size' },
      prompt: {
        de: 'Wie viele Zigaretten sind in einer Packung?',
        en: 'How many cigarettes are in a pack?',
      },
      learnMore: {
        de: 'Steht auf der Packung, meist 20. Bei Tabak zum Selbstdrehen: wie viele Zigaretten du aus einem Beutel drehst.',
        en: 'It is printed on the pack, usually 20. For rolling tobacco: how many cigarettes you roll from one pouch.',
      },
      min: 1,
      max: 200,
      unit: { de: 'Zigaretten', en: 'cigarettes' },
    },
    {
      id: 'years_smoked',
      kind: 'number',
      title: { de: 'Seit wann', en: 'How long' },
      prompt: { de: 'Wie viele Jahre rauchst du schon?', en: 'How many years have you smoked?' },
      learnMore: {
        de: 'Der Körper erholt sich auch nach vielen Jahren: Schon nach 20 Minuten ohne Zigarette sinkt der Puls.',
        en: 'The body recovers even after many years: 20 minutes without a cigarette, your pulse already drops.',
      },
      min: 0,
      max: 90,
      unit: { de: 'Jahre', en: 'years' },
    },
    {
      id: 'quit_attempts',
      kind: 'number',
      title: { de: 'Frühere Versuche', en: 'Earlier attempts' },
      prompt: {
        de: 'Wie oft hast du schon versucht aufzuhören?',
        en: 'How many times have you tried to quit before?',
      },
      learnMore: {
        de: 'Frühere Versuche sind kein Scheitern: Die meisten brauchen mehrere Anläufe, und jeder zeigt, was dir hilft.',
        en: 'Earlier attempts are not failures: most people need several, and each one shows what helps you.',
      },
      min: 0,
      max: 100,
      unit: { de: 'Versuche', en: 'attempts' },
    },
    {
      id: 'nicotine_products',
      kind: 'multi',
      title: { de: 'Andere Nikotinprodukte', en: 'Other nicotine products' },
      prompt: {
        de: 'Nutzt du eines dieser Produkte?',
        en: 'Do you use any of these products?',
      },
      learnMore: {
        de: 'Nikotinersatz (Pflaster, Kaugummi, Spray), E-Zigaretten, Tabakerhitzer und Snus enthalten Nikotin. Sie machen den Speichel-Nikotintest an Tag 28 positiv, auch wenn du nicht rauchst. Hör spätestens ein paar Tage vor dem Test damit auf.',
        en: 'Nicotine replacement (patches, gum, spray), e-cigarettes, heated tobacco and snus contain nicotine. They make the saliva nicotine test on day 28 positive, even if you do not smoke. Stop using them at least a few days before the test.',
      },
      exclusive: 'none',
      options: [
        { value: 'none', label: { de: 'Nichts davon', en: 'None of these' } },
        {
          value: 'nicotine_replacement',
          label: {
            de: 'Nikotinersatz (Pflaster, Kaugummi, Spray)',
            en: 'Nicotine replacement (patches, gum, spray)',
          },
        },
        { value: 'e_cigarette', label: { de: 'E-Zigaretten', en: 'E-cigarettes' } },
        { value: 'heated_tobacco', label: { de: 'Tabakerhitzer', en: 'Heated tobacco' } },
        { value: 'snus', label: { de: 'Snus', en: 'Snus' } },
      ],
    },
  ],
};
