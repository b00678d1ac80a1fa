// Week 1: the quit day and the first days without nicotine, when withdrawal peaks (days 2–5).
import { defineSeminar } from './define-seminar';
import type { SeedSeminar } from './types';

export const week1: SeedSeminar[] = [
  defineSeminar(1, 'morning', {
    de: {
      title: 'Dein Rauchstopp-Tag',
      description:
        'Heute ist Tag 1 von 28 rauchfreien Tagen. Heute Morgen räumst du alles weg, was zum Rauchen gehört, und machst dir klar, warum du das tust.',
      keyPoints: [
        'Ab heute kein einziger Zug: Der Kurs zählt 28 rauchfreie Tage und endet mit einem Nikotintest.',
        'Räum Zigaretten, Feuerzeuge und Aschenbecher aus Wohnung, Auto, Taschen und Jacken.',
        'Schreib deine Gründe auf: Gesundheit, Geld, Familie, Freiheit. Lies sie, wenn es schwer wird.',
        'Nikotinpflaster, -kaugummis, -sprays und E-Zigaretten enthalten Nikotin und fallen im Test auf.',
        'Fragen zu Medikamenten? Lass dich in der Arztpraxis oder Apotheke zu nikotinfreien Mitteln beraten.',
      ],
      todos: [
        'Wirf alle Zigaretten, Feuerzeuge und Aschenbecher weg.',
        'Schreib deine drei wichtigsten Gründe für den Rauchstopp auf.',
      ],
    },
    en: {
      title: 'Your quit day',
      description:
        'Today is day 1 of 28 smoke-free days. This morning you clear away everything that belongs to smoking and remind yourself why you are doing this.',
      keyPoints: [
        'From today, not a single puff: the course counts 28 smoke-free days and ends with a nicotine test.',
        'Remove cigarettes, lighters and ashtrays from your home, car, bags and jacket pockets.',
        'Write down your reasons: health, money, family, freedom. Read them when it gets hard.',
        'Nicotine patches, gum, sprays and e-cigarettes contain nicotine and show up in the test.',
        'Questions about medication? Ask a doctor or pharmacist about nicotine-free options.',
      ],
      todos: [
        'Throw away every cigarette, lighter and ashtray.',
        'Write down your three most important reasons to quit.',
      ],
    },
  }),
  defineSeminar(1, 'evening', {
    de: {
      title: 'Dein erster rauchfreier Abend',
      description:
        'Der erste Tag ist fast geschafft. Heute Abend schaust du zurück und lernst dein Tagebuch kennen, das dich durch die nächsten vier Wochen begleitet.',
      keyPoints: [
        'Jede Stunde ohne Zigarette zählt. Sei stolz auf diesen ersten Tag.',
        'Das Tagebuch öffnet um 18 Uhr und bleibt bis morgen um 24 Uhr offen.',
        'Notier, wie oft du Verlangen hattest und was es ausgelöst hat. Ehrlich hilft dir am meisten.',
        'Geh heute früh ins Bett: Schlaf macht die ersten Tage leichter.',
      ],
      todos: [
        'Füll dein Tagebuch für heute aus.',
        'Erzähl einem Menschen, dass du heute aufgehört hast.',
      ],
    },
    en: {
      title: 'Your first smoke-free evening',
      description:
        'The first day is nearly done. Tonight you look back and get to know your diary, which will guide you through the next four weeks.',
      keyPoints: [
        'Every hour without a cigarette counts. Be proud of this first day.',
        'The diary opens at 6 pm and stays open until the end of tomorrow.',
        'Note how often you had cravings and what set them off. Honest notes help you most.',
        'Go to bed early tonight: sleep makes the first days easier.',
      ],
      todos: ['Fill in your diary for today.', 'Tell one person that you quit today.'],
    },
  }),
  defineSeminar(2, 'morning', {
    de: {
      title: 'Verlangen meistern in vier Schritten',
      description:
        'Ein Rauchverlangen fühlt sich endlos an, dauert aber meist nur wenige Minuten. Mit vier einfachen Schritten kommst du darüber hinweg.',
      keyPoints: [
        'Aufschieben: Sag dir „nicht jetzt“ und warte ein paar Minuten. Das Verlangen ebbt ab.',
        'Atmen: Atme langsam und tief ein und noch langsamer wieder aus, mehrmals hintereinander.',
        'Trinken: Ein Glas Wasser in kleinen Schlucken beschäftigt Mund und Hände.',
        'Ablenken: Steh auf, geh ein paar Schritte, ruf jemanden an, räum etwas auf.',
      ],
      todos: [
        'Nimm heute eine Wasserflasche überallhin mit.',
        'Probier die vier Schritte beim nächsten Verlangen aus und notier, was geholfen hat.',
      ],
    },
    en: {
      title: 'Beating cravings with the 4 Ds',
      description:
        'A craving feels endless, but it usually passes within a few minutes. Four simple steps carry you through it.',
      keyPoints: [
        'Delay: tell yourself “not now” and wait a few minutes. The urge will fade.',
        'Deep breathing: breathe in slowly and deeply, breathe out even more slowly, a few times.',
        'Drink water: sip a glass of water slowly to keep your mouth and hands busy.',
        'Do something else: get up, walk a few steps, call someone, tidy something.',
      ],
      todos: [
        'Carry a bottle of water with you all day.',
        'Use the 4 Ds at your next craving and note what helped.',
      ],
    },
  }),
  defineSeminar(2, 'evening', {
    de: {
      title: 'Sag es den Menschen um dich herum',
      description:
        'Wer Bescheid weiß, kann dich unterstützen. Heute Abend überlegst du, wem du von deinem Rauchstopp erzählst und worum du bittest.',
      keyPoints: [
        'Familie, Freunde und Kollegen verstehen deine Launen besser, wenn sie Bescheid wissen.',
        'Bitte Menschen, die rauchen, dir nichts anzubieten und nicht neben dir zu rauchen.',
        'Deine Unterstützerinnen und Unterstützer haben Geld gegeben, weil sie an dich glauben.',
        'Sag konkret, was dir hilft: eine Nachricht am Abend, ein Spaziergang, Geduld.',
      ],
      todos: [
        'Schreib zwei Menschen, dass du aufgehört hast und wie sie dir helfen können.',
        'Trag die Zahl deiner Verlangen von heute ins Tagebuch ein.',
      ],
    },
    en: {
      title: 'Tell the people around you',
      description:
        'People who know can support you. Tonight you decide who to tell about quitting and what to ask them for.',
      keyPoints: [
        'Family, friends and colleagues understand your moods better when they know.',
        'Ask people who smoke not to offer you cigarettes and not to smoke next to you.',
        'Your supporters gave money because they believe in you.',
        'Say exactly what helps you: a message in the evening, a walk together, patience.',
      ],
      todos: [
        'Message two people that you quit and how they can help.',
        'Enter today’s number of cravings in your diary.',
      ],
    },
  }),
  defineSeminar(3, 'morning', {
    de: {
      title: 'Entzug: Was in deinem Körper passiert',
      description:
        'Die Tage zwei bis fünf sind meist die härtesten. Wer weiß, was da passiert, hält leichter durch: Die Beschwerden sind Zeichen der Erholung.',
      keyPoints: [
        'Nach etwa drei Tagen ist das Nikotin aus deinem Körper verschwunden.',
        'Verlangen, Gereiztheit, Unruhe und Konzentrationsprobleme sind jetzt am stärksten.',
        'Die meisten Beschwerden lassen innerhalb von zwei bis vier Wochen deutlich nach.',
        'Mehr Hunger, schlechter Schlaf oder Husten sind häufig und gehen meist vorüber.',
      ],
      todos: [
        'Markier heute Abend im Tagebuch, welche Entzugserscheinungen du hattest.',
        'Plan heute bewusst Pausen und etwas weniger Programm ein.',
      ],
    },
    en: {
      title: 'Withdrawal: what is happening in your body',
      description:
        'Days two to five are usually the hardest. Knowing what is going on helps you hold on: the discomfort is a sign of recovery.',
      keyPoints: [
        'After about three days, the nicotine has left your body.',
        'Cravings, irritability, restlessness and poor concentration are strongest now.',
        'Most symptoms ease noticeably within two to four weeks.',
        'More hunger, poor sleep or coughing are common and usually pass.',
      ],
      todos: [
        'Tonight, tick in your diary which withdrawal symptoms you had.',
        'Plan breaks today and take a little less on.',
      ],
    },
  }),
  defineSeminar(3, 'evening', {
    de: {
      title: 'Deine Auslöser erkennen',
      description:
        'Verlangen kommt selten aus dem Nichts. Heute Abend lernst du, die Situationen zu erkennen, in denen du sonst geraucht hättest.',
      keyPoints: [
        'Gefühle wie Stress, Langeweile oder Ärger sind häufige Auslöser.',
        'Gewohnheiten wie Kaffee, das Essen danach oder das Autofahren rufen die Zigarette wach.',
        'Andere Menschen, Partys und Alkohol machen das Widerstehen schwerer.',
        'Im Tagebuch wählst du deine Auslöser aus. So erkennst du nach ein paar Tagen dein Muster.',
      ],
      todos: ['Notier die drei stärksten Auslöser von heute und für jeden eine Alternative.'],
    },
    en: {
      title: 'Spotting your triggers',
      description:
        'Cravings rarely come out of nowhere. Tonight you learn to recognise the situations in which you would have smoked.',
      keyPoints: [
        'Feelings such as stress, boredom or anger are common triggers.',
        'Habits such as coffee, the end of a meal or driving bring the cigarette to mind.',
        'Other people, parties and alcohol make resisting harder.',
        'In your diary you pick your triggers. After a few days you will see your pattern.',
      ],
      todos: ['Note today’s three strongest triggers and an alternative for each.'],
    },
  }),
  defineSeminar(4, 'morning', {
    de: {
      title: 'Gewohnheiten neu verknüpfen',
      description:
        'Viele Zigaretten hängen an festen Momenten: Kaffee, Essen, Pause. Wenn du diese Momente leicht veränderst, verliert der Auslöser an Kraft.',
      keyPoints: [
        'Trink deinen Kaffee an einem anderen Ort oder wechsle eine Weile zu Tee.',
        'Steh nach dem Essen gleich auf, putz dir die Zähne oder geh ein paar Schritte.',
        'Verbring deine Pausen dort, wo nicht geraucht wird.',
        'Halte die Hände beschäftigt: ein Stift, ein Knetball, ein Glas Wasser.',
      ],
      todos: ['Ändere heute eine feste Raucher-Routine und notier, wie es lief.'],
    },
    en: {
      title: 'Rewiring your habits',
      description:
        'Many cigarettes are tied to fixed moments: coffee, meals, breaks. Changing those moments a little takes the power out of the trigger.',
      keyPoints: [
        'Drink your coffee somewhere else, or switch to tea for a while.',
        'Get up straight after a meal, brush your teeth or take a short walk.',
        'Spend your breaks where nobody smokes.',
        'Keep your hands busy: a pen, a stress ball, a glass of water.',
      ],
      todos: ['Change one fixed smoking routine today and note how it went.'],
    },
  }),
  defineSeminar(4, 'evening', {
    de: {
      title: 'Gereiztheit und Stimmungstiefs',
      description:
        'Wenn du schneller genervt bist als sonst, ist das ein typisches Entzugszeichen. Es geht vorbei, und du kannst es abfedern.',
      keyPoints: [
        'Gereiztheit ist in der ersten Woche normal und klingt meist innerhalb weniger Wochen ab.',
        'Sag den Menschen um dich herum, dass es am Entzug liegt, nicht an ihnen.',
        'Langsames Ausatmen beruhigt: vier Sekunden ein, sechs Sekunden aus.',
        'Bewegung baut Anspannung ab, schon ein kurzer Spaziergang hilft.',
      ],
      todos: [
        'Übe vor dem Schlafengehen drei Minuten langsames Atmen.',
        'Trag deine Stimmung und Entzugserscheinungen ins Tagebuch ein.',
      ],
    },
    en: {
      title: 'Irritability and low moods',
      description:
        'If you snap more easily than usual, that is a typical sign of withdrawal. It passes, and you can soften it.',
      keyPoints: [
        'Irritability is normal in the first week and usually fades within a few weeks.',
        'Tell the people around you that it is the withdrawal, not them.',
        'Slow breathing out calms you: four seconds in, six seconds out.',
        'Movement releases tension; even a short walk helps.',
      ],
      todos: [
        'Practise three minutes of slow breathing before bed.',
        'Enter your mood and withdrawal symptoms in your diary.',
      ],
    },
  }),
  defineSeminar(5, 'morning', {
    de: {
      title: 'Hände, Mund und Appetit',
      description:
        'Ohne Zigarette fehlt Händen und Mund etwas, und der Appetit wächst. Mit guter Vorbereitung greifst du zu etwas, das dir guttut.',
      keyPoints: [
        'Mehr Hunger ist nach dem Rauchstopp häufig: Nikotin hat den Appetit gedämpft.',
        'Iss regelmäßige Mahlzeiten, dann kommen weniger Heißhungerattacken.',
        'Halte Gemüsesticks, Obst, ein paar Nüsse oder zuckerfreien Kaugummi bereit.',
        'Trink viel Wasser, oft verwechseln wir Durst mit Hunger.',
      ],
      todos: ['Pack dir eine Snackbox mit Gemüse, Obst oder zuckerfreiem Kaugummi.'],
    },
    en: {
      title: 'Hands, mouth and appetite',
      description:
        'Without a cigarette, your hands and mouth miss something and your appetite grows. With a little preparation you reach for something good for you.',
      keyPoints: [
        'Feeling hungrier is common after quitting: nicotine dampened your appetite.',
        'Eat regular meals and you will have fewer sudden cravings for food.',
        'Keep vegetable sticks, fruit, a few nuts or sugar-free gum at hand.',
        'Drink plenty of water; we often mistake thirst for hunger.',
      ],
      todos: ['Pack a snack box with vegetables, fruit or sugar-free gum.'],
    },
  }),
  defineSeminar(5, 'evening', {
    de: {
      title: 'Besser schlafen in der ersten Woche',
      description:
        'Schlechter Schlaf gehört zu den häufigen Entzugserscheinungen. Ein paar Gewohnheiten am Abend helfen dir, leichter zur Ruhe zu kommen.',
      keyPoints: [
        'Ohne Rauch baut dein Körper Koffein langsamer ab: Dieselbe Menge Kaffee wirkt stärker.',
        'Trink nachmittags keinen Kaffee, schwarzen Tee oder Cola mehr.',
        'Ein fester Ablauf vor dem Schlafen hilft: Licht dimmen, Bildschirm weg, lesen.',
        'Die Schlafprobleme bessern sich meist innerhalb weniger Wochen.',
      ],
      todos: [
        'Trink ab heute Mittag kein Koffein mehr.',
        'Trag deine Schlafstunden von letzter Nacht ins Tagebuch ein.',
      ],
    },
    en: {
      title: 'Sleeping better in the first week',
      description:
        'Poor sleep is one of the common withdrawal symptoms. A few evening habits help you settle down more easily.',
      keyPoints: [
        'Without smoke your body clears caffeine more slowly: the same coffee hits harder.',
        'Skip coffee, black tea and cola in the afternoon.',
        'A fixed routine before bed helps: dim the lights, put the screen away, read.',
        'Sleep problems usually improve within a few weeks.',
      ],
      todos: ['Have no caffeine after midday.', 'Enter last night’s hours of sleep in your diary.'],
    },
  }),
  defineSeminar(6, 'morning', {
    de: {
      title: 'Alkohol und Ausgehen',
      description:
        'Alkohol ist einer der häufigsten Gründe für einen Rückfall: Er senkt die Hemmschwelle und war oft mit Rauchen verbunden. Plan das Wochenende vorher.',
      keyPoints: [
        'Verzichte in den ersten Wochen möglichst auf Alkohol oder trink deutlich weniger.',
        'Wenn du ausgehst: Nimm jemanden mit, der weiß, dass du aufgehört hast.',
        'Bleib weg von der Raucherecke und halte ein alkoholfreies Getränk in der Hand.',
        'Leg vorher fest, wann du nach Hause gehst.',
      ],
      todos: ['Plan dein nächstes Treffen oder Wochenende so, dass Alkohol keine Rolle spielt.'],
    },
    en: {
      title: 'Alcohol and going out',
      description:
        'Alcohol is one of the most common reasons for relapse: it lowers your guard and often went with smoking. Plan your weekend in advance.',
      keyPoints: [
        'In the first weeks, avoid alcohol if you can, or drink much less.',
        'When you go out, take someone who knows you have quit.',
        'Stay away from the smoking area and keep a soft drink in your hand.',
        'Decide beforehand when you will go home.',
      ],
      todos: ['Plan your next night out or weekend so that alcohol plays no part.'],
    },
  }),
  defineSeminar(6, 'evening', {
    de: {
      title: 'Nein sagen, ganz entspannt',
      description:
        'Früher oder später bietet dir jemand eine Zigarette an. Ein Satz, den du vorher geübt hast, macht das Nein leicht.',
      keyPoints: [
        'Ein kurzes „Nein danke, ich rauche nicht“ reicht. Du musst nichts erklären.',
        '„Ich rauche nicht“ wirkt stärker als „Ich versuche aufzuhören“.',
        'Wer nachhakt, bekommt dieselbe Antwort, freundlich und bestimmt.',
        'Geh aus der Situation, wenn es dir zu viel wird. Das ist kein Versagen.',
      ],
      todos: ['Üb deinen Nein-Satz zweimal laut.'],
    },
    en: {
      title: 'Saying no, calmly',
      description:
        'Sooner or later someone will offer you a cigarette. A sentence you have practised makes saying no easy.',
      keyPoints: [
        'A short “No thanks, I don’t smoke” is enough. You owe nobody an explanation.',
        '“I don’t smoke” is stronger than “I’m trying to quit”.',
        'If someone insists, give the same answer, friendly and firm.',
        'Leave the situation if it gets too much. That is not failure.',
      ],
      todos: ['Say your “no” sentence out loud twice.'],
    },
  }),
  defineSeminar(7, 'morning', {
    de: {
      title: 'Eine Woche rauchfrei',
      description:
        'Sieben Tage ohne Zigarette: Die schwerste Zeit des Entzugs liegt hinter dir. Schau heute, was sich schon verändert hat.',
      keyPoints: [
        'Das Kohlenmonoxid ist aus deinem Blut verschwunden, dein Blut transportiert mehr Sauerstoff.',
        'Geschmack und Geruch werden wieder feiner.',
        'Du hast schon eine Wochenration Zigaretten gespart. Rechne nach, wie viel Geld das ist.',
        'Gönn dir vom gesparten Geld etwas, das dir Freude macht.',
      ],
      todos: [
        'Rechne aus, wie viel Geld du in dieser Woche gespart hast.',
        'Gönn dir heute eine Belohnung.',
      ],
    },
    en: {
      title: 'One week smoke-free',
      description:
        'Seven days without a cigarette: the hardest part of withdrawal is behind you. Today you look at what has already changed.',
      keyPoints: [
        'The carbon monoxide has left your blood, so it carries more oxygen.',
        'Taste and smell are getting sharper.',
        'You have saved a week’s worth of cigarettes. Work out how much money that is.',
        'Reward yourself with something you enjoy, paid for with the money you saved.',
      ],
      todos: ['Work out how much money you saved this week.', 'Treat yourself to a reward today.'],
    },
  }),
  defineSeminar(7, 'evening', {
    de: {
      title: 'Rückblick auf Woche eins',
      description:
        'Dein Tagebuch zeigt dir, wie die erste Woche gelaufen ist. Heute Abend sammelst du, was geholfen hat, und nimmst es mit in Woche zwei.',
      keyPoints: [
        'Schau, an welchen Tagen und in welchen Situationen das Verlangen am stärksten war.',
        'Welche Strategien haben funktioniert? Die nimmst du mit.',
        'Was war schwer? Überleg dir für nächste Woche einen Plan B.',
        'Jeder rauchfreie Tag macht den nächsten leichter.',
      ],
      todos: ['Schreib die drei Strategien auf, die dir am meisten geholfen haben.'],
    },
    en: {
      title: 'Looking back on week one',
      description:
        'Your diary shows you how the first week went. Tonight you collect what helped and take it with you into week two.',
      keyPoints: [
        'Look at the days and situations in which your cravings were strongest.',
        'Which strategies worked? Keep them.',
        'What was hard? Think of a plan B for next week.',
        'Every smoke-free day makes the next one easier.',
      ],
      todos: ['Write down the three strategies that helped you most.'],
    },
  }),
];
