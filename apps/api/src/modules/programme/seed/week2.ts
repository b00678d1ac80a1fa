// Week 2: new routines. Stress, exercise, thinking traps, the body recovering, mood, other
// people and support, money saved.
import { defineSeminar } from './define-seminar';
import type { SeedSeminar } from './types';

export const week2: SeedSeminar[] = [
  defineSeminar(8, 'morning', {
    de: {
      title: 'Stress ohne Zigarette',
      description:
        'Viele glauben, dass Rauchen entspannt. Tatsächlich lindert die Zigarette vor allem den Entzug seit der letzten. Heute lernst du, Stress anders zu begegnen.',
      keyPoints: [
        'Die „Entspannung“ beim Rauchen ist zum großen Teil das Ende des Entzugs.',
        'Studien zeigen: Nach dem Rauchstopp sinken Stress und Ängstlichkeit im Schnitt.',
        'Erkenne deine Stresszeichen früh: Schultern hoch, flacher Atem, Gedankenkreisen.',
        'Kurze Pausen, Bewegung und langsames Atmen helfen jetzt direkt.',
      ],
      todos: [
        'Schreib deinen stressigsten Moment von heute auf und was du stattdessen getan hast.',
      ],
    },
    en: {
      title: 'Stress without cigarettes',
      description:
        'Many people believe smoking relaxes them. In fact a cigarette mostly relieves the withdrawal since the last one. Today you learn other ways to meet stress.',
      keyPoints: [
        'The “relaxation” of smoking is largely the end of withdrawal.',
        'Studies show that stress and anxiety go down on average after quitting.',
        'Notice your stress signs early: raised shoulders, shallow breathing, racing thoughts.',
        'Short breaks, movement and slow breathing help right away.',
      ],
      todos: ['Write down today’s most stressful moment and what you did instead of smoking.'],
    },
  }),
  defineSeminar(8, 'evening', {
    de: {
      title: 'Entspannen am Abend',
      description:
        'Die progressive Muskelentspannung ist eine einfache, gut erforschte Methode: Du spannst Muskelgruppen kurz an und lässt dann bewusst los.',
      keyPoints: [
        'Setz oder leg dich bequem hin und atme ein paar Mal ruhig durch.',
        'Spann eine Muskelgruppe fünf Sekunden an, etwa die Hände, und lass dann los.',
        'Spür zehn Sekunden nach, wie sich die Entspannung anfühlt.',
        'Geh so vom Kopf bis zu den Füßen. Fünf bis zehn Minuten reichen.',
      ],
      todos: [
        'Probier heute Abend fünf Minuten Muskelentspannung aus.',
        'Füll dein Tagebuch aus, bevor du schlafen gehst.',
      ],
    },
    en: {
      title: 'Relaxing in the evening',
      description:
        'Progressive muscle relaxation is a simple, well-researched method: you tense groups of muscles briefly and then let go on purpose.',
      keyPoints: [
        'Sit or lie down comfortably and take a few calm breaths.',
        'Tense one muscle group for five seconds, for example your hands, then let go.',
        'For ten seconds, notice how the relaxation feels.',
        'Work from your head down to your feet. Five to ten minutes are enough.',
      ],
      todos: [
        'Try five minutes of muscle relaxation tonight.',
        'Fill in your diary before you go to sleep.',
      ],
    },
  }),
  defineSeminar(9, 'morning', {
    de: {
      title: 'Bewegung gegen das Verlangen',
      description:
        'Bewegung ist eines der wirksamsten Mittel gegen Rauchverlangen. Du brauchst dafür kein Fitnessstudio, schon ein paar Minuten zügiges Gehen helfen.',
      keyPoints: [
        'Schon wenige Minuten zügiges Gehen können ein Verlangen spürbar abschwächen.',
        'Treppe statt Aufzug, eine Station früher aussteigen: Jeder Schritt zählt.',
        'Bewegung verbessert Stimmung und Schlaf und hilft gegen Gewichtszunahme.',
        'Fang klein an, wenn du lange keinen Sport gemacht hast.',
      ],
      todos: [
        'Geh heute mindestens zehn Minuten zügig spazieren.',
        'Trag deine Sportminuten und Schritte ins Tagebuch ein.',
      ],
    },
    en: {
      title: 'Moving against cravings',
      description:
        'Exercise is one of the most effective tools against cravings. You need no gym: a few minutes of brisk walking already help.',
      keyPoints: [
        'Just a few minutes of brisk walking can noticeably weaken a craving.',
        'Take the stairs, get off a stop early: every step counts.',
        'Exercise lifts your mood, improves sleep and helps against weight gain.',
        'Start small if you have not exercised for a long time.',
      ],
      todos: [
        'Go for a brisk walk of at least ten minutes today.',
        'Enter your exercise minutes and steps in your diary.',
      ],
    },
  }),
  defineSeminar(9, 'evening', {
    de: {
      title: 'Mehr Bewegung im Alltag',
      description:
        'Die Weltgesundheitsorganisation empfiehlt Erwachsenen mindestens 150 Minuten mäßige Bewegung pro Woche. Heute Abend planst du, wie du dahin kommst.',
      keyPoints: [
        '150 Minuten pro Woche sind zum Beispiel fünfmal 30 Minuten flottes Gehen oder Radfahren.',
        'Feste Termine im Kalender machen Bewegung zur Gewohnheit.',
        'Zusammen macht es mehr Spaß: Verabrede dich mit jemandem.',
        'Bei Herz- oder Lungenerkrankungen sprich vorher mit deiner Ärztin oder deinem Arzt.',
      ],
      todos: ['Trag dir für diese Woche drei feste Bewegungstermine in den Kalender ein.'],
    },
    en: {
      title: 'More movement every day',
      description:
        'The World Health Organization recommends at least 150 minutes of moderate activity a week for adults. Tonight you plan how to get there.',
      keyPoints: [
        '150 minutes a week is, for example, five times 30 minutes of brisk walking or cycling.',
        'Fixed times in your calendar turn exercise into a habit.',
        'It is more fun together: arrange to meet someone.',
        'If you have a heart or lung condition, talk to your doctor first.',
      ],
      todos: ['Put three fixed exercise slots for this week in your calendar.'],
    },
  }),
  defineSeminar(10, 'morning', {
    de: {
      title: 'Gedankenfallen erkennen',
      description:
        'Der Kopf liefert gern Ausreden: „Eine ist doch keine.“ Wenn du diese Gedanken erkennst, kannst du ihnen etwas entgegensetzen.',
      keyPoints: [
        '„Nur eine“ weckt das Verlangen wieder auf, oft folgt die nächste schnell.',
        '„Die hab ich mir verdient“: Belohn dich lieber mit etwas, das dir nicht schadet.',
        '„Heute ist eh alles egal“: Gerade an schlechten Tagen zeigt sich deine Stärke.',
        'Leg dir für jede Falle eine Antwort zurecht und sag sie dir innerlich vor.',
      ],
      todos: ['Schreib eine typische Ausrede auf und daneben deine Antwort darauf.'],
    },
    en: {
      title: 'Spotting thinking traps',
      description:
        'Your mind likes to offer excuses: “Just one won’t hurt.” Once you recognise these thoughts, you can answer them.',
      keyPoints: [
        '“Just one” wakes the craving up again, and the next one often follows quickly.',
        '“I deserve it”: reward yourself with something that does not harm you.',
        '“Today nothing matters anyway”: bad days are exactly where your strength shows.',
        'Prepare an answer for each trap and say it to yourself in your head.',
      ],
      todos: ['Write down one typical excuse and your answer next to it.'],
    },
  }),
  defineSeminar(10, 'evening', {
    de: {
      title: 'Langeweile und leere Momente',
      description:
        'Warten, Pausen, Abende auf dem Sofa: Früher hat die Zigarette diese Lücken gefüllt. Heute Abend suchst du dir neue Lückenfüller.',
      keyPoints: [
        'Langeweile ist einer der häufigsten Auslöser.',
        'Halte kleine Beschäftigungen bereit: ein Rätsel, ein Hörbuch, eine kurze Nachricht.',
        'Für die Hände: Stift, Knetball, Stricken, Zeichnen.',
        'Neue Hobbys geben dem rauchfreien Leben Inhalt, nicht nur Verzicht.',
      ],
      todos: ['Schreib fünf Dinge auf, die du in leeren Momenten tun kannst.'],
    },
    en: {
      title: 'Boredom and empty moments',
      description:
        'Waiting, breaks, evenings on the sofa: the cigarette used to fill these gaps. Tonight you find new ways to fill them.',
      keyPoints: [
        'Boredom is one of the most common triggers.',
        'Keep small activities ready: a puzzle, an audiobook, a quick message to a friend.',
        'For your hands: a pen, a stress ball, knitting, drawing.',
        'New hobbies fill a smoke-free life with something, not just with going without.',
      ],
      todos: ['Write down five things you can do in empty moments.'],
    },
  }),
  defineSeminar(11, 'morning', {
    de: {
      title: 'Dein Körper erholt sich',
      description:
        'Schon wenige Tage nach der letzten Zigarette beginnt die Erholung. Heute schaust du, was in den ersten Wochen und Monaten passiert.',
      keyPoints: [
        'Nach 20 Minuten sinken Puls und Blutdruck, nach 12 Stunden der Kohlenmonoxidwert.',
        'Nach zwei Wochen bis drei Monaten verbessern sich Kreislauf und Lungenfunktion.',
        'Husten kann anfangs zunehmen, weil die Lunge sich reinigt.',
        'Hält Husten länger als drei Wochen an oder ist Blut dabei: ab zur Ärztin oder zum Arzt.',
      ],
      todos: ['Achte heute auf eine Veränderung an deinem Körper und notier sie im Tagebuch.'],
    },
    en: {
      title: 'Your body is recovering',
      description:
        'Recovery starts within days of the last cigarette. Today you look at what happens in the first weeks and months.',
      keyPoints: [
        'After 20 minutes heart rate and blood pressure drop; after 12 hours the carbon monoxide level.',
        'From two weeks to three months, circulation and lung function improve.',
        'You may cough more at first while your lungs clear themselves.',
        'If a cough lasts more than three weeks or you cough up blood, see a doctor.',
      ],
      todos: ['Notice one change in your body today and note it in your diary.'],
    },
  }),
  defineSeminar(11, 'evening', {
    de: {
      title: 'Wenn die Stimmung sinkt',
      description:
        'Niedergeschlagenheit gehört für manche zum Entzug. Meist ist sie nach einigen Wochen vorbei, aber du musst sie nicht allein aushalten.',
      keyPoints: [
        'Gedrückte Stimmung ist in den ersten Wochen häufig und meist vorübergehend.',
        'Tu jeden Tag eine Sache, die dir Freude macht, und sprich mit jemandem darüber.',
        'Nimmst du Medikamente, sag deiner Ärztin oder deinem Arzt, dass du nicht mehr rauchst.',
        'Hält das Tief länger als zwei Wochen an oder fühlst du dich hoffnungslos: Hol dir ärztliche Hilfe.',
      ],
      todos: [
        'Tu heute Abend eine Sache, die dir guttut.',
        'Trag deine Stimmung ins Tagebuch ein.',
      ],
    },
    en: {
      title: 'When your mood drops',
      description:
        'For some people, feeling low is part of withdrawal. It usually passes within a few weeks, but you do not have to bear it alone.',
      keyPoints: [
        'A low mood is common in the first weeks and usually temporary.',
        'Do one thing a day that you enjoy, and talk to someone about it.',
        'If you take medication, tell your doctor that you no longer smoke.',
        'If the low lasts more than two weeks or you feel hopeless, get medical help.',
      ],
      todos: ['Do one thing that is good for you tonight.', 'Enter your mood in your diary.'],
    },
  }),
  defineSeminar(12, 'morning', {
    de: {
      title: 'Rauchende Freunde und Treffen',
      description:
        'Du musst deine Freundschaften nicht aufgeben, um rauchfrei zu bleiben. Ein bisschen Planung macht Treffen mit Rauchenden leichter.',
      keyPoints: [
        'Triff dich in den ersten Wochen lieber dort, wo nicht geraucht wird.',
        'Wenn die anderen rauchen gehen, bleib drinnen oder dreh eine eigene Runde.',
        'Sag offen, dass du aufgehört hast. Die meisten respektieren das.',
        'Du bist kein Spielverderber, du kümmerst dich um dich.',
      ],
      todos: [
        'Plan dein nächstes Treffen: Wo trefft ihr euch, und was machst du, wenn geraucht wird?',
      ],
    },
    en: {
      title: 'Friends who smoke and meeting up',
      description:
        'You do not have to give up friendships to stay smoke-free. A little planning makes meeting people who smoke easier.',
      keyPoints: [
        'In the first weeks, meet where nobody smokes.',
        'When the others go out to smoke, stay inside or take a walk the other way.',
        'Say openly that you have quit. Most people respect it.',
        'You are not a spoilsport; you are looking after yourself.',
      ],
      todos: [
        'Plan your next get-together: where will you meet, and what will you do if people smoke?',
      ],
    },
  }),
  defineSeminar(12, 'evening', {
    de: {
      title: 'Dein Unterstützungsnetz',
      description:
        'Mit Unterstützung gelingt der Rauchstopp deutlich öfter. Heute Abend schaust du, wer dir helfen kann, auch professionell.',
      keyPoints: [
        'Such dir eine Person, die du anrufen kannst, wenn das Verlangen stark wird.',
        'Deine Unterstützerinnen und Unterstützer freuen sich über ein Lebenszeichen.',
        'Kostenlose Beratung gibt es am Rauchfrei-Telefon unter 0800 8 31 31 31.',
        'Auch Arztpraxen und Apotheken beraten zum Rauchstopp.',
      ],
      todos: [
        'Speicher die Nummer einer Vertrauensperson und einer Beratungsstelle in deinem Handy.',
      ],
    },
    en: {
      title: 'Your support network',
      description:
        'Quitting succeeds far more often with support. Tonight you look at who can help you, professionals included.',
      keyPoints: [
        'Find one person you can call when a craving gets strong.',
        'Your supporters will be glad to hear how you are doing.',
        'Free quitlines help, e.g. NHS Smokefree (0300 123 1044) or 1-800-QUIT-NOW in the US.',
        'Doctors and pharmacists also give advice on quitting.',
      ],
      todos: ['Save the number of someone you trust and of a quitline in your phone.'],
    },
  }),
  defineSeminar(13, 'morning', {
    de: {
      title: 'Gespartes Geld und Belohnungen',
      description:
        'Fast zwei Wochen ohne Zigaretten, das macht sich im Geldbeutel bemerkbar. Heute machst du das Gesparte sichtbar und planst eine Belohnung.',
      keyPoints: [
        'Rechne: Zigaretten pro Tag mal Preis pro Zigarette mal rauchfreie Tage.',
        'Leg das Geld sichtbar zur Seite, zum Beispiel in ein Glas oder auf ein eigenes Konto.',
        'Kleine Belohnungen für jede Woche, eine große für Tag 28.',
        'Belohnungen stärken das neue Verhalten, gönn sie dir ohne schlechtes Gewissen.',
      ],
      todos: ['Leg fest, womit du dich an Tag 28 belohnst.'],
    },
    en: {
      title: 'Money saved and rewards',
      description:
        'Almost two weeks without cigarettes shows in your wallet. Today you make the savings visible and plan a reward.',
      keyPoints: [
        'Work it out: cigarettes a day times price per cigarette times smoke-free days.',
        'Put the money aside where you can see it, in a jar or a separate account.',
        'Small rewards for every week, a big one for day 28.',
        'Rewards strengthen the new behaviour: enjoy them without guilt.',
      ],
      todos: ['Decide how you will reward yourself on day 28.'],
    },
  }),
  defineSeminar(13, 'evening', {
    de: {
      title: 'Morgens ohne Zigarette',
      description:
        'Für viele war die erste Zigarette nach dem Aufwachen die wichtigste. Heute Abend planst du die erste halbe Stunde deines Morgens neu.',
      keyPoints: [
        'Das Aufwachen ist ein starker Auslöser, weil der Körper über Nacht kein Nikotin bekam.',
        'Steh auf, trink ein Glas Wasser und mach etwas anderes als früher.',
        'Eine Dusche, Dehnübungen oder ein kurzer Gang an die frische Luft starten den Tag neu.',
        'Mit der Zeit verschwindet die Verbindung zwischen Morgen und Zigarette.',
      ],
      todos: ['Schreib auf, was du morgen in der ersten halben Stunde nach dem Aufstehen tust.'],
    },
    en: {
      title: 'Mornings without a cigarette',
      description:
        'For many people the first cigarette after waking up mattered most. Tonight you plan the first half hour of your morning anew.',
      keyPoints: [
        'Waking up is a strong trigger, because your body had no nicotine overnight.',
        'Get up, drink a glass of water and do something different from before.',
        'A shower, some stretching or a short walk outside give the day a fresh start.',
        'Over time the link between mornings and cigarettes fades.',
      ],
      todos: ['Write down what you will do in the first half hour after getting up tomorrow.'],
    },
  }),
  defineSeminar(14, 'morning', {
    de: {
      title: 'Zwei Wochen: Halbzeit',
      description:
        'Die Hälfte des Kurses liegt hinter dir. Die Verlangen kommen seltener und sind schwächer, auch wenn einzelne noch heftig sein können.',
      keyPoints: [
        'Vergleiche die Zahl deiner Verlangen von Tag 3 mit heute.',
        'Einzelne starke Verlangen sind normal, sie bedeuten keinen Rückschritt.',
        'Viele Entzugserscheinungen sind jetzt schon deutlich schwächer.',
        'Bleib wachsam: Zuversicht ist gut, Leichtsinn gefährlich.',
      ],
      todos: ['Vergleich in deinem Tagebuch die Verlangen von Tag 3 und von gestern.'],
    },
    en: {
      title: 'Two weeks: halfway',
      description:
        'Half the course is behind you. Cravings come less often and are weaker, even if a few can still be intense.',
      keyPoints: [
        'Compare your number of cravings on day 3 with today.',
        'Single strong cravings are normal; they do not mean you are going backwards.',
        'Many withdrawal symptoms are already much weaker.',
        'Stay alert: confidence is good, carelessness is risky.',
      ],
      todos: ['In your diary, compare your cravings on day 3 with yesterday’s.'],
    },
  }),
  defineSeminar(14, 'evening', {
    de: {
      title: 'Rückblick auf Woche zwei',
      description:
        'Zwei Wochen Erfahrung ohne Zigarette: Heute Abend prüfst du deine Gründe und Strategien und passt sie für die zweite Hälfte an.',
      keyPoints: [
        'Lies deine Gründe vom ersten Tag. Sind neue dazugekommen?',
        'Welche Auslöser sind schwächer geworden, welche sind geblieben?',
        'Welche neue Gewohnheit willst du behalten?',
        'Erzähl deinen Unterstützerinnen und Unterstützern von deiner Halbzeit.',
      ],
      todos: [
        'Ergänze deine Liste mit Gründen um das, was du jetzt schon gewonnen hast.',
        'Schick deinen Unterstützern eine kurze Halbzeit-Nachricht.',
      ],
    },
    en: {
      title: 'Looking back on week two',
      description:
        'Two weeks of experience without cigarettes: tonight you check your reasons and strategies and adjust them for the second half.',
      keyPoints: [
        'Read the reasons you wrote on day one. Have new ones been added?',
        'Which triggers have weakened, and which have stayed?',
        'Which new habit do you want to keep?',
        'Tell your supporters that you have reached halfway.',
      ],
      todos: [
        'Add what you have already gained to your list of reasons.',
        'Send your supporters a short halfway message.',
      ],
    },
  }),
];
