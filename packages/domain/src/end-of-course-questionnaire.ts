// The questionnaire after the outcome: how it went, what helped, would you recommend it.
import type { Questionnaire } from './questionnaire-types';

export const END_OF_COURSE_QUESTIONNAIRE = 'endofcourse';

export const endOfCourseQuestionnaire: Questionnaire = {
  name: END_OF_COURSE_QUESTIONNAIRE,
  title: { de: 'Dein Rückblick', en: 'Looking back' },
  questions: [
    {
      id: 'how_it_went',
      kind: 'choice',
      title: { de: 'Wie es lief', en: 'How it went' },
      prompt: { de: 'Wie lief der Kurs für dich?', en: 'How did the course go for you?' },
      learnMore: {
        de: 'Deine Antworten helfen uns, den Kurs für die Nächsten besser zu machen. Deine Unterstützer sehen sie nicht.',
        en: 'Your answers help us make the course better for the next people. Your supporters do not see them.',
      },
      options: [
        { value: 'very_well', label: { de: 'Sehr gut', en: 'Very well' } },
        { value: 'well', label: { de: 'Gut', en: 'Well' } },
        { value: 'mixed', label: { de: 'Durchwachsen', en: 'Mixed' } },
        { value: 'badly', label: { de: 'Schlecht', en: 'Badly' } },
      ],
    },
    {
      id: 'what_helped',
      kind: 'multi',
      title: { de: 'Was geholfen hat', en: 'What helped' },
      prompt: { de: 'Was hat dir geholfen?', en: 'What helped you?' },
      learnMore: {
        de: 'Wähle alles, was zutrifft.',
        en: 'Choose everything that applies.',
      },
      exclusive: 'nothing',
      options: [
        { value: 'seminars', label: { de: 'Die Seminare', en: 'The seminars' } },
        { value: 'diary', label: { de: 'Das Tagebuch', en: 'The diary' } },
        { value: 'todos', label: { de: 'Die Aufgaben', en: 'The to-dos' } },
        { value: 'supporters', label: { de: 'Meine Unterstützer', en: 'My supporters' } },
        { value: 'money', label: { de: 'Das Geld im Topf', en: 'The money in the pot' } },
        { value: 'health', label: { de: 'Die Gesundheitsvorteile', en: 'The health benefits' } },
        { value: 'nothing', label: { de: 'Nichts davon', en: 'None of these' } },
      ],
    },
    {
      id: 'recommend',
      kind: 'choice',
      title: { de: 'Weiterempfehlen', en: 'Recommending' },
      prompt: {
        de: 'Würdest du den Kurs weiterempfehlen?',
        en: 'Would you recommend the course?',
      },
      learnMore: {
        de: 'Ehrlich ist am hilfreichsten.',
        en: 'Honest answers help most.',
      },
      options: [
        { value: 'yes', label: { de: 'Ja', en: 'Yes' } },
        { value: 'maybe', label: { de: 'Vielleicht', en: 'Maybe' } },
        { value: 'no', label: { de: 'Nein', en: 'No' } },
      ],
    },
  ],
};
