// Week 4: for the long run, and the saliva nicotine test on day 28.
import { defineSeminar } from './define-seminar';
import type { SeedSeminar } from './types';

export const week4: SeedSeminar[] = [
  defineSeminar(22, 'morning', {
    de: {
      title: 'Der Mythos von der einen Zigarette',
      description:
        'Auch Monate nach dem Rauchstopp kann ein Verlangen plötzlich da sein. Fast jeder Rückfall beginnt mit dem Gedanken, eine einzige sei harmlos.',
      keyPoints: [
        'Seltene, plötzliche Verlangen sind auch später normal, sie gehen vorbei wie früher.',
        'Eine einzige Zigarette weckt die Sucht wieder auf.',
        'Dein Plan gegen den Rückfall gilt auch nach dem Kurs.',
        'Die Regel, die am besten schützt: nicht einen Zug.',
      ],
      todos: ['Schreib die Regel „Nicht einen Zug“ auf deine Karte mit Gründen.'],
    },
    en: {
      title: 'The myth of just one cigarette',
      description:
        'Even months after quitting, a craving can suddenly be there. Almost every relapse starts with the thought that a single one is harmless.',
      keyPoints: [
        'Rare, sudden cravings are normal later on; they pass just like before.',
        'A single cigarette wakes the addiction up again.',
        'Your plan against relapse still applies after the course.',
        'The rule that protects you best: not a single puff.',
      ],
      todos: ['Write the rule “not a single puff” on your card of reasons.'],
    },
  }),
  defineSeminar(22, 'evening', {
    de: {
      title: 'Dauerhaft in Bewegung',
      description:
        'Bewegung hilft gegen Verlangen, Stress und Gewichtszunahme, auch nach dem Kurs. Heute Abend machst du sie zu einem festen Teil deines Lebens.',
      keyPoints: [
        'Schau in dein Tagebuch: An Tagen mit Bewegung, wie war dein Verlangen?',
        'Such dir eine Bewegung, die dir Spaß macht, dann bleibst du dabei.',
        'Setz dir ein Ziel für die nächsten Wochen, etwa einen Lauf oder eine Wanderung.',
        'Feste Zeiten und Verabredungen machen es leichter.',
      ],
      todos: ['Setz dir ein Bewegungsziel für die vier Wochen nach dem Kurs.'],
    },
    en: {
      title: 'Staying active for good',
      description:
        'Exercise helps against cravings, stress and weight gain, after the course too. Tonight you make it a fixed part of your life.',
      keyPoints: [
        'Look at your diary: on days with exercise, how were your cravings?',
        'Find an activity you enjoy; then you will stick with it.',
        'Set a goal for the coming weeks, such as a run or a hike.',
        'Fixed times and plans with others make it easier.',
      ],
      todos: ['Set yourself an exercise goal for the four weeks after the course.'],
    },
  }),
  defineSeminar(23, 'morning', {
    de: {
      title: 'Dein Werkzeugkasten gegen Stress',
      description:
        'Stress wird es immer geben. Heute stellst du die Methoden zusammen, die dir in den letzten Wochen geholfen haben, damit sie griffbereit bleiben.',
      keyPoints: [
        'Für den Moment: langsam ausatmen, die vier Schritte gegen Verlangen, kurz rausgehen.',
        'Für den Tag: Bewegung, Pausen, genug Schlaf.',
        'Für die Woche: Zeit mit Menschen, die dir guttun, und Dinge, die dir Freude machen.',
        'Wenn Stress dauerhaft zu viel wird, such dir Hilfe, etwa bei deiner Hausarztpraxis.',
      ],
      todos: ['Schreib deine drei besten Mittel gegen Stress auf eine Karte.'],
    },
    en: {
      title: 'Your stress toolkit',
      description:
        'There will always be stress. Today you collect the methods that helped you in the last weeks, so that they stay within reach.',
      keyPoints: [
        'For the moment: breathe out slowly, use the 4 Ds, step outside.',
        'For the day: exercise, breaks, enough sleep.',
        'For the week: time with people who are good for you, and things you enjoy.',
        'If stress is too much for too long, get help, for example from your doctor.',
      ],
      todos: ['Write your three best tools against stress on a card.'],
    },
  }),
  defineSeminar(23, 'evening', {
    de: {
      title: 'Dein Tagebuch zählt',
      description:
        'Dein Tagebuch zeigt deinen Weg, und es zählt auch für das Geld: Bei einem Teilergebnis im Test richtet sich die Auszahlung nach deinen rauchfreien Tagebuchtagen.',
      keyPoints: [
        'Jeder Eintrag mit „nicht geraucht“ ist ein rauchfreier Tag.',
        'Ein Eintrag ist ab 18 Uhr offen und bis zum Ende des nächsten Tages änderbar.',
        'Verpasste Tage lassen sich später nicht nachtragen.',
        'Deine Einträge sieht nur du. Deine Unterstützer sehen nur, wie viele Tage du geführt hast.',
      ],
      todos: ['Prüf im Kalender, ob alle deine Tagebuchtage ausgefüllt sind.'],
    },
    en: {
      title: 'Your diary counts',
      description:
        'Your diary shows your journey, and it counts for the money too: if the test result is partial, the payout follows your smoke-free diary days.',
      keyPoints: [
        'Every entry saying “not smoked” is a smoke-free day.',
        'An entry opens at 6 pm and can be changed until the end of the next day.',
        'Missed days cannot be filled in later.',
        'Only you see your entries. Your supporters only see how many days you kept it.',
      ],
      todos: ['Check in the calendar that all your diary days are filled in.'],
    },
  }),
  defineSeminar(24, 'morning', {
    de: {
      title: 'So funktioniert der Nikotintest',
      description:
        'An Tag 28 machst du einen Speicheltest. Er weist Cotinin nach, das Abbauprodukt von Nikotin, egal aus welcher Quelle.',
      keyPoints: [
        'Der Streifen hat eine Kontrolllinie (C) und eine Testlinie (T).',
        'C und T sichtbar: kein Nikotin, bestanden. Nur C: Nikotin gefunden, nicht bestanden.',
        'C mit schwacher T-Linie: Teilergebnis. Keine C-Linie: ungültig, neues Testkit nehmen.',
        'Zigaretten, Pflaster, Kaugummi, E-Zigaretten, Snus und Shisha mit Tabak machen den Test positiv.',
      ],
      todos: ['Prüf, ob dein Testkit angekommen ist, und melde dich, falls nicht.'],
    },
    en: {
      title: 'How the nicotine test works',
      description:
        'On day 28 you take a saliva test. It detects cotinine, what your body breaks nicotine down into, whatever the source.',
      keyPoints: [
        'The strip has a control line (C) and a test line (T).',
        'C and T visible: no nicotine, passed. Only C: nicotine found, not passed.',
        'C with a faint T line: partial result. No C line: invalid, use a new test kit.',
        'Cigarettes, patches, gum, e-cigarettes, snus and tobacco shisha make the test positive.',
      ],
      todos: ['Check that your test kit has arrived, and contact us if not.'],
    },
  }),
  defineSeminar(24, 'evening', {
    de: {
      title: 'Den Testtag vorbereiten',
      description:
        'Vor dem Test bestätigst du einmal deine Identität, und der Test selbst läuft vor deiner Webcam. Heute Abend klärst du die Technik.',
      keyPoints: [
        'Die Identitätsprüfung mit Ausweis und Selfie ist einmal vor dem Test nötig.',
        'Erledige sie jetzt, dann hast du am Testtag den Kopf frei.',
        'Prüf Kamera und Licht: Der Teststreifen muss im Bild gut zu sehen sein.',
        'Such dir für den Test einen ruhigen Platz mit hellem Licht.',
      ],
      todos: [
        'Schließ die Identitätsprüfung ab.',
        'Teste deine Webcam bei dem Licht, bei dem du den Test machen willst.',
      ],
    },
    en: {
      title: 'Getting ready for test day',
      description:
        'Before the test you confirm your identity once, and the test itself happens in front of your webcam. Tonight you sort out the technology.',
      keyPoints: [
        'Identity verification with an ID document and a selfie is needed once before the test.',
        'Do it now, so your mind is free on test day.',
        'Check your camera and light: the test strip must be clearly visible on screen.',
        'Choose a quiet, brightly lit place for the test.',
      ],
      todos: [
        'Complete your identity verification.',
        'Test your webcam in the light you will use for the test.',
      ],
    },
  }),
  defineSeminar(25, 'morning', {
    de: {
      title: 'Das Leben nach Tag 28',
      description:
        'Der Kurs endet, dein rauchfreies Leben geht weiter. Die ersten Monate bleiben wichtig, denn Rückfälle passieren oft, wenn die Wachsamkeit nachlässt.',
      keyPoints: [
        'Die ersten drei Monate sind die Zeit mit dem höchsten Rückfallrisiko.',
        'Behalte die Strategien, die dir geholfen haben, auch ohne tägliches Programm.',
        'Feier Meilensteine: einen Monat, drei Monate, ein Jahr.',
        'Bei einem Ausrutscher: sofort wieder aufhören und Unterstützung holen.',
      ],
      todos: [
        'Trag dir Erinnerungen für einen, drei und zwölf Monate rauchfrei in den Kalender ein.',
      ],
    },
    en: {
      title: 'Life after day 28',
      description:
        'The course ends; your smoke-free life goes on. The first months still matter, because relapses often happen when you let your guard down.',
      keyPoints: [
        'The first three months carry the highest risk of relapse.',
        'Keep the strategies that helped you, even without a daily programme.',
        'Celebrate milestones: one month, three months, one year.',
        'After a slip: stop again right away and get support.',
      ],
      todos: ['Put reminders for one, three and twelve months smoke-free in your calendar.'],
    },
  }),
  defineSeminar(25, 'evening', {
    de: {
      title: 'Dein Plan für die nächsten Monate',
      description:
        'Heute Abend machst du aus deinem Rückfallplan einen Plan für die Zeit nach dem Kurs, mit den Situationen, die noch vor dir liegen.',
      keyPoints: [
        'Welche Anlässe kommen in den nächsten Monaten: Urlaub, Feiertage, ein Jobwechsel?',
        'Wer unterstützt dich weiter, wenn der Kurs vorbei ist?',
        'Wofür verwendest du das Geld, das du weiter sparst?',
        'Lies deinen Plan einmal im Monat und pass ihn an.',
      ],
      todos: ['Schreib deinen Plan für die nächsten drei Monate auf.'],
    },
    en: {
      title: 'Your plan for the coming months',
      description:
        'Tonight you turn your relapse plan into a plan for after the course, with the situations that still lie ahead.',
      keyPoints: [
        'Which occasions are coming up: holidays, festive seasons, a new job?',
        'Who will keep supporting you once the course is over?',
        'What will you spend the money you keep saving on?',
        'Read your plan once a month and adjust it.',
      ],
      todos: ['Write down your plan for the next three months.'],
    },
  }),
  defineSeminar(26, 'morning', {
    de: {
      title: 'Was deine Gesundheit noch gewinnt',
      description:
        'Die Vorteile des Rauchstopps wachsen über Jahre. Die Weltgesundheitsorganisation beschreibt, was dich erwartet.',
      keyPoints: [
        'Nach einem bis neun Monaten: weniger Husten und Kurzatmigkeit.',
        'Nach einem Jahr: Das Risiko für koronare Herzkrankheit ist etwa halb so hoch wie beim Rauchen.',
        'Nach fünf bis fünfzehn Jahren: Das Schlaganfallrisiko sinkt auf das von Nichtrauchenden.',
        'Nach zehn Jahren: Das Lungenkrebsrisiko ist etwa halb so hoch wie beim Rauchen.',
        'Nach fünfzehn Jahren: Das Risiko für Herzkrankheiten ist wie bei Nichtrauchenden.',
      ],
      todos: [
        'Such dir den Gesundheitsgewinn aus, auf den du dich am meisten freust, und schreib ihn auf.',
      ],
    },
    en: {
      title: 'What your health still gains',
      description:
        'The benefits of quitting keep growing for years. The World Health Organization describes what lies ahead.',
      keyPoints: [
        'After one to nine months: less coughing and shortness of breath.',
        'After one year: the risk of coronary heart disease is about half that of a smoker.',
        'After five to fifteen years: stroke risk falls to that of a non-smoker.',
        'After ten years: the risk of lung cancer is about half that of a smoker.',
        'After fifteen years: the risk of heart disease is that of a non-smoker.',
      ],
      todos: ['Pick the health gain you look forward to most and write it down.'],
    },
  }),
  defineSeminar(26, 'evening', {
    de: {
      title: 'Danke sagen',
      description:
        'Deine Unterstützerinnen und Unterstützer haben an dich geglaubt und Geld in deinen Topf gegeben. Heute Abend ist Zeit, Danke zu sagen.',
      keyPoints: [
        'Ein persönlicher Dank stärkt die Beziehung, unabhängig vom Testergebnis.',
        'Erzähl, was sich für dich verändert hat.',
        'Deine Unterstützer sehen deine Fortschritte, aber nie deine Tagebucheinträge.',
        'Vielleicht inspirierst du jemanden, selbst aufzuhören.',
      ],
      todos: ['Schreib deinen Unterstützerinnen und Unterstützern ein Dankeschön.'],
    },
    en: {
      title: 'Saying thank you',
      description:
        'Your supporters believed in you and put money into your pot. Tonight is the time to say thank you.',
      keyPoints: [
        'A personal thank-you strengthens the bond, whatever the test result.',
        'Tell them what has changed for you.',
        'Your supporters see your progress but never your diary entries.',
        'You might inspire someone to quit too.',
      ],
      todos: ['Write a thank-you to your supporters.'],
    },
  }),
  defineSeminar(27, 'morning', {
    de: {
      title: 'Die letzten Tage vor dem Test',
      description:
        'Das Ziel ist in Sicht. Gerade jetzt lohnt es sich, nichts zu riskieren, denn der Test erkennt Nikotin aus den letzten Tagen.',
      keyPoints: [
        'Kein Nikotin aus irgendeiner Quelle: auch keine Pflaster, Kaugummis oder E-Zigaretten.',
        'Meide verrauchte Räume, damit du nicht unnötig Rauch einatmest.',
        'Nimmst du Medikamente gegen das Rauchen, frag in der Apotheke, ob sie Nikotin enthalten.',
        'Bleib bei deinem gewohnten rauchfreien Tag, ohne Experimente.',
      ],
      todos: ['Geh heute bewusst allen verrauchten Orten aus dem Weg.'],
    },
    en: {
      title: 'The last days before the test',
      description:
        'The finish is in sight. Now is the time to risk nothing, because the test detects nicotine from the last few days.',
      keyPoints: [
        'No nicotine from any source: no patches, gum or e-cigarettes either.',
        'Avoid smoky rooms so you do not breathe in smoke unnecessarily.',
        'If you take stop-smoking medication, ask your pharmacist whether it contains nicotine.',
        'Stick to your usual smoke-free day, no experiments.',
      ],
      todos: ['Stay away from all smoky places today.'],
    },
  }),
  defineSeminar(27, 'evening', {
    de: {
      title: 'Der Abend vor dem Test',
      description:
        'Morgen ist Tag 28. Heute Abend legst du alles bereit, damit der Test morgen ruhig und ohne Hektik abläuft.',
      keyPoints: [
        'Leg das Testkit bereit und lies die Anleitung im Kit in Ruhe durch.',
        'Lade dein Gerät auf und such dir den Platz mit dem besten Licht.',
        'Vor der Speichelprobe nichts essen, trinken oder kauen, so lange wie die Anleitung sagt.',
        'Du hast ab morgen 28 Tage Zeit für den Test. Kein Grund zur Eile.',
      ],
      todos: ['Leg Testkit, Gerät und Ladekabel für morgen bereit.', 'Füll dein Tagebuch aus.'],
    },
    en: {
      title: 'The evening before the test',
      description:
        'Tomorrow is day 28. Tonight you get everything ready so that the test runs calmly and without rushing.',
      keyPoints: [
        'Put the test kit out and read the instructions inside it calmly.',
        'Charge your device and pick the place with the best light.',
        'Before the saliva sample, do not eat, drink or chew for as long as the instructions say.',
        'From tomorrow you have 28 days to take the test. No need to rush.',
      ],
      todos: [
        'Put out the test kit, your device and its charger for tomorrow.',
        'Fill in your diary.',
      ],
    },
  }),
  defineSeminar(28, 'morning', {
    de: {
      title: 'Testtag: So machst du den Test',
      description:
        'Heute ist Tag 28. Du machst den Speicheltest vor deiner Webcam, Schritt für Schritt durch die App geführt.',
      keyPoints: [
        'Öffne in der App den Nikotintest und scanne den QR-Code deines Testkits.',
        'Nimm die Speichelprobe vor der Kamera, genau wie in der Anleitung beschrieben.',
        'Warte die Lesezeit ab und fotografier den Streifen so, dass C und T gut zu sehen sind.',
        'Das Ergebnis wird automatisch gelesen. Ist es unklar, prüft es jemand aus unserem Team.',
      ],
      todos: ['Mach heute den Nikotintest.'],
    },
    en: {
      title: 'Test day: taking the test',
      description:
        'Today is day 28. You take the saliva test in front of your webcam, guided step by step by the app.',
      keyPoints: [
        'Open the nicotine test in the app and scan the QR code of your test kit.',
        'Take the saliva sample in front of the camera, exactly as the instructions say.',
        'Wait for the reading time, then photograph the strip so that C and T are clearly visible.',
        'The result is read automatically. If it is unclear, someone from our team checks it.',
      ],
      todos: ['Take the nicotine test today.'],
    },
  }),
  defineSeminar(28, 'evening', {
    de: {
      title: '28 Tage rauchfrei, und weiter',
      description:
        'Du hast vier Wochen durchgehalten. Heute Abend geht es darum, was dein Ergebnis bedeutet und wie es weitergeht.',
      keyPoints: [
        'Bestanden: Der Topf wird an dich ausgezahlt. Glückwunsch!',
        'Teilergebnis: Du bekommst einen Teil, berechnet nach deinen rauchfreien Tagebuchtagen.',
        'Nicht bestanden: Deine Unterstützer bekommen ihr Geld zurück. Viele brauchen mehrere Anläufe.',
        'Egal wie: Jeder rauchfreie Tag war gut für dich. Bleib dran.',
      ],
      todos: [
        'Feier deine 28 Tage mit der Belohnung, die du geplant hast.',
        'Erzähl deinen Unterstützern, wie es gelaufen ist.',
      ],
    },
    en: {
      title: '28 days smoke-free, and onwards',
      description:
        'You have kept going for four weeks. Tonight is about what your result means and what comes next.',
      keyPoints: [
        'Passed: the pot is paid out to you. Congratulations!',
        'Partial: you receive a share, based on your smoke-free diary days.',
        'Not passed: your supporters get their money back. Many people need several attempts.',
        'Whatever happens: every smoke-free day was good for you. Keep going.',
      ],
      todos: [
        'Celebrate your 28 days with the reward you planned.',
        'Tell your supporters how it went.',
      ],
    },
  }),
];
