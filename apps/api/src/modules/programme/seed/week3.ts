// Week 3: staying smoke-free. Weight, surprise cravings, slips and relapse, a written plan,
// identity, work, coffee and alcohol, celebrations.
import { defineSeminar } from './define-seminar';
import type { SeedSeminar } from './types';

export const week3: SeedSeminar[] = [
  defineSeminar(15, 'morning', {
    de: {
      title: 'Gewicht und Essen',
      description:
        'Viele nehmen nach dem Rauchstopp ein paar Kilo zu. Das ist kein Grund zur Sorge: Für deine Gesundheit zählt das Nichtrauchen viel mehr.',
      keyPoints: [
        'Im Schnitt nehmen Menschen nach dem Rauchstopp einige Kilo zu, nicht alle.',
        'Der Gewinn für Herz und Lunge ist viel größer als der Nachteil von ein paar Kilo.',
        'Jetzt keine strenge Diät: Regelmäßige Mahlzeiten mit viel Gemüse sind besser.',
        'Bewegung und Wasser statt süßer Getränke halten das Gewicht im Rahmen.',
      ],
      todos: ['Plan für morgen drei regelmäßige Mahlzeiten und einen gesunden Snack.'],
    },
    en: {
      title: 'Weight and eating',
      description:
        'Many people put on a few kilos after quitting. That is no reason to worry: not smoking matters far more for your health.',
      keyPoints: [
        'On average people gain a few kilos after quitting, though not everyone does.',
        'The gain for your heart and lungs far outweighs a few extra kilos.',
        'No strict diet now: regular meals with plenty of vegetables work better.',
        'Exercise, and water instead of sugary drinks, keep your weight in check.',
      ],
      todos: ['Plan three regular meals and one healthy snack for tomorrow.'],
    },
  }),
  defineSeminar(15, 'evening', {
    de: {
      title: 'Die Welle reiten',
      description:
        'Auch nach Wochen kann ein Verlangen plötzlich auftauchen. Mit der Übung „Urge Surfing“ beobachtest du es, statt dagegen anzukämpfen.',
      keyPoints: [
        'Ein Verlangen ist wie eine Welle: Es steigt an, erreicht einen Gipfel und fällt wieder.',
        'Spür nach, wo im Körper du es merkst, und beschreib es dir innerlich.',
        'Atme ruhig weiter und schau zu, wie die Welle kleiner wird.',
        'Jedes Mal, wenn du nicht nachgibst, wird der Auslöser schwächer.',
      ],
      todos: [
        'Probier beim nächsten Verlangen das Wellenreiten aus und notier, wie lange es dauerte.',
      ],
    },
    en: {
      title: 'Riding the wave',
      description:
        'Even after weeks, a craving can appear out of nowhere. With “urge surfing” you observe it instead of fighting it.',
      keyPoints: [
        'A craving is like a wave: it rises, peaks and falls again.',
        'Notice where in your body you feel it, and describe it to yourself.',
        'Keep breathing calmly and watch the wave get smaller.',
        'Every time you do not give in, the trigger gets weaker.',
      ],
      todos: ['Try riding the wave at your next craving and note how long it lasted.'],
    },
  }),
  defineSeminar(16, 'morning', {
    de: {
      title: 'Ausrutscher oder Rückfall?',
      description:
        'Ein Ausrutscher ist eine Zigarette oder ein paar Züge, ein Rückfall ist die Rückkehr zum Rauchen. Aus einem Ausrutscher muss kein Rückfall werden.',
      keyPoints: [
        'Ein Ausrutscher ist kein Scheitern. Wichtig ist, was du danach tust.',
        'Sag dir nicht „jetzt ist eh alles egal“: Hör sofort wieder auf.',
        'Für den Test: Nikotin bleibt einige Tage im Speichel nachweisbar, auch aus Pflaster oder E-Zigarette.',
        'Sei im Tagebuch ehrlich: Nur Tage ohne Zigarette zählen für eine Teilauszahlung.',
      ],
      todos: ['Schreib auf, was du in der ersten Stunde nach einem Ausrutscher tun würdest.'],
    },
    en: {
      title: 'Slip or relapse?',
      description:
        'A slip is one cigarette or a few puffs; a relapse is going back to smoking. A slip does not have to become a relapse.',
      keyPoints: [
        'A slip is not a failure. What matters is what you do next.',
        'Do not tell yourself “it doesn’t matter now”: stop again right away.',
        'For the test: nicotine stays detectable in saliva for some days, from patches or e-cigarettes too.',
        'Be honest in your diary: only smoke-free days count towards a partial payout.',
      ],
      todos: ['Write down what you would do in the first hour after a slip.'],
    },
  }),
  defineSeminar(16, 'evening', {
    de: {
      title: 'Deine Risikosituationen',
      description:
        'Rückfälle passieren meist in wenigen, typischen Situationen: Alkohol, Stress, Streit, Feiern. Heute Abend findest du deine heraus.',
      keyPoints: [
        'Schau in dein Tagebuch: Welche Auslöser tauchen immer wieder auf?',
        'Denk auch an Situationen, die noch kommen: Urlaub, Feste, ein schwieriger Termin.',
        'Schätz für jede Situation ein, wie gefährlich sie für dich ist.',
        'Je genauer du deine Risiken kennst, desto besser kannst du vorsorgen.',
      ],
      todos: ['Schreib deine drei riskantesten Situationen auf.'],
    },
    en: {
      title: 'Your high-risk situations',
      description:
        'Relapses mostly happen in a few typical situations: alcohol, stress, arguments, celebrations. Tonight you find yours.',
      keyPoints: [
        'Look at your diary: which triggers keep coming back?',
        'Think of situations still ahead: holidays, parties, a difficult appointment.',
        'Rate how risky each situation is for you.',
        'The better you know your risks, the better you can prepare.',
      ],
      todos: ['Write down your three riskiest situations.'],
    },
  }),
  defineSeminar(17, 'morning', {
    de: {
      title: 'Dein Plan gegen den Rückfall',
      description:
        'Ein schriftlicher Plan hilft, weil du im Moment des Verlangens nicht erst nachdenken musst. Heute schreibst du deinen.',
      keyPoints: [
        'Für jede Risikosituation: Was mache ich stattdessen?',
        'Wen rufe ich an, wenn es eng wird?',
        'Welchen Satz sage ich mir, wenn die Gedankenfalle zuschnappt?',
        'Trag den Plan bei dir, etwa als Notiz im Handy.',
      ],
      todos: ['Schreib für deine drei Risikosituationen je eine Strategie und eine Person auf.'],
    },
    en: {
      title: 'Your plan against relapse',
      description:
        'A written plan helps because you do not have to think when a craving hits. Today you write yours.',
      keyPoints: [
        'For each high-risk situation: what will I do instead?',
        'Who will I call when things get tight?',
        'What will I tell myself when a thinking trap snaps shut?',
        'Keep the plan with you, for example as a note on your phone.',
      ],
      todos: ['For your three high-risk situations, write down a strategy and a person each.'],
    },
  }),
  defineSeminar(17, 'evening', {
    de: {
      title: 'Dein Notfallset',
      description:
        'Ein kleines Set für unterwegs gibt dir in schwierigen Momenten etwas in die Hand. Heute Abend packst du es.',
      keyPoints: [
        'Zuckerfreier Kaugummi oder Bonbons für den Mund.',
        'Eine kleine Wasserflasche.',
        'Eine Karte mit deinen wichtigsten Gründen.',
        'Etwas für die Hände und die Nummer deiner Vertrauensperson.',
      ],
      todos: ['Pack dein Notfallset und steck es in deine Tasche.'],
    },
    en: {
      title: 'Your emergency kit',
      description:
        'A small kit to carry with you gives you something to hold on to in difficult moments. Tonight you pack it.',
      keyPoints: [
        'Sugar-free gum or mints for your mouth.',
        'A small bottle of water.',
        'A card with your most important reasons.',
        'Something for your hands, and the number of someone you trust.',
      ],
      todos: ['Pack your emergency kit and put it in your bag.'],
    },
  }),
  defineSeminar(18, 'morning', {
    de: {
      title: 'Ärger und Streit',
      description:
        'In Konflikten war die Zigarette oft der Ausweg. Heute lernst du, Ärger auszuhalten und abzubauen, ohne zu rauchen.',
      keyPoints: [
        'Nimm dir eine Auszeit: „Ich brauche kurz zehn Minuten.“',
        'Atme langsam aus, bevor du antwortest.',
        'Bau die Energie ab: zügig gehen, Treppen steigen, etwas Körperliches tun.',
        'Sprich später in Ruhe, wenn der Ärger abgeklungen ist.',
      ],
      todos: ['Überleg dir einen Satz für eine Auszeit und sag ihn beim nächsten Streit.'],
    },
    en: {
      title: 'Anger and arguments',
      description:
        'In conflicts, a cigarette was often the way out. Today you learn to bear anger and release it without smoking.',
      keyPoints: [
        'Take time out: “I need ten minutes.”',
        'Breathe out slowly before you answer.',
        'Burn off the energy: walk briskly, climb stairs, do something physical.',
        'Talk it through later, calmly, once the anger has faded.',
      ],
      todos: ['Choose a time-out sentence and use it in your next argument.'],
    },
  }),
  defineSeminar(18, 'evening', {
    de: {
      title: 'Freundlich mit dir selbst',
      description:
        'Strenge Selbstkritik macht Verlangen eher stärker. Wer freundlich mit sich umgeht, bleibt länger dran.',
      keyPoints: [
        'Sprich mit dir, wie du mit einem guten Freund sprechen würdest.',
        'Ein schwerer Tag sagt nichts über deine Fähigkeit aus, rauchfrei zu bleiben.',
        'Schlaf, Essen und Pausen sind keine Nebensache, sie schützen vor Rückfällen.',
        'Erkenne an, was du in den letzten 18 Tagen geschafft hast.',
      ],
      todos: ['Schreib drei Dinge auf, die du seit deinem Rauchstopp geschafft hast.'],
    },
    en: {
      title: 'Being kind to yourself',
      description:
        'Harsh self-criticism tends to make cravings stronger. People who treat themselves kindly keep going for longer.',
      keyPoints: [
        'Talk to yourself the way you would talk to a good friend.',
        'One hard day says nothing about your ability to stay smoke-free.',
        'Sleep, food and breaks are not side issues: they protect you from relapse.',
        'Recognise what you have achieved in the last 18 days.',
      ],
      todos: ['Write down three things you have achieved since you quit.'],
    },
  }),
  defineSeminar(19, 'morning', {
    de: {
      title: 'Ich rauche nicht: dein neues Selbstbild',
      description:
        'Wer sich selbst als rauchfrei sieht, bleibt eher dabei. Heute geht es um dein neues Bild von dir.',
      keyPoints: [
        'Sag „Ich rauche nicht“, nicht „Ich darf nicht rauchen“.',
        'Du verzichtest auf nichts, du hast etwas gewonnen: Zeit, Geld, Atem.',
        'Schau, was Menschen ohne Zigarette in Situationen tun, in denen du früher geraucht hast.',
        'Dein neues Selbstbild wächst mit jedem Tag, an dem du es lebst.',
      ],
      todos: ['Schreib einen Satz auf, der beschreibt, wer du ohne Zigarette bist.'],
    },
    en: {
      title: 'You are a non-smoker',
      description:
        'People who see themselves as non-smokers are more likely to stay that way. Today is about your new picture of yourself.',
      keyPoints: [
        'Say “I don’t smoke”, not “I’m not allowed to smoke”.',
        'You are not giving anything up; you have gained time, money and breath.',
        'Watch what non-smokers do in situations where you used to smoke.',
        'Your new self-image grows with every day you live it.',
      ],
      todos: ['Write one sentence describing who you are as a non-smoker.'],
    },
  }),
  defineSeminar(19, 'evening', {
    de: {
      title: 'Kaffee und Alkohol: ein zweiter Blick',
      description:
        'Nach drei Wochen kehren viele zu alten Gewohnheiten wie dem Feierabendbier oder dem dritten Kaffee zurück. Genau dann lohnt sich Wachsamkeit.',
      keyPoints: [
        'Kaffee wirkt ohne Rauch stärker: Bleib bei der Menge, die dir jetzt guttut.',
        'Das erste Glas Alkohol nach dem Rauchstopp ist ein Risikomoment: Plan es bewusst.',
        'Trink in Gesellschaft, die weiß, dass du nicht rauchst.',
        'Merkst du, dass Alkohol das Verlangen weckt, lass ihn vorerst weg.',
      ],
      todos: ['Überleg, wann du das nächste Mal Alkohol trinken würdest, und wie du dich schützt.'],
    },
    en: {
      title: 'Coffee and alcohol: a second look',
      description:
        'After three weeks many people go back to old habits such as the after-work beer or the third coffee. That is exactly when to stay alert.',
      keyPoints: [
        'Coffee is stronger without smoke: keep to the amount that suits you now.',
        'The first drink after quitting is a risky moment: plan it on purpose.',
        'Drink with people who know you do not smoke.',
        'If you notice that alcohol wakes the craving, leave it for now.',
      ],
      todos: ['Think about when you would next drink alcohol, and how you will protect yourself.'],
    },
  }),
  defineSeminar(20, 'morning', {
    de: {
      title: 'Pausen bei der Arbeit',
      description:
        'Die Raucherpause war oft mehr als eine Zigarette: Austausch, frische Luft, Abstand. Heute gestaltest du deine Pausen neu.',
      keyPoints: [
        'Behalte die Pause, lass die Zigarette weg.',
        'Geh kurz raus, hol dir einen Tee oder dehn dich am Fenster.',
        'Such dir Kolleginnen und Kollegen, die nicht rauchen, für die Pause.',
        'Sag im Team, dass du aufgehört hast. Viele unterstützen das gern.',
      ],
      todos: ['Mach heute jede Pause ohne Zigarette und notier, was du stattdessen getan hast.'],
    },
    en: {
      title: 'Breaks at work',
      description:
        'The smoking break was often more than a cigarette: a chat, fresh air, distance. Today you redesign your breaks.',
      keyPoints: [
        'Keep the break, drop the cigarette.',
        'Step outside for a moment, make a tea or stretch by the window.',
        'Find colleagues who do not smoke to take breaks with.',
        'Tell your team that you have quit. Many will gladly support you.',
      ],
      todos: ['Take every break today without a cigarette and note what you did instead.'],
    },
  }),
  defineSeminar(20, 'evening', {
    de: {
      title: 'Urlaub, Reisen und Feste',
      description:
        'Besondere Anlässe bringen alte Rituale zurück. Mit Vorbereitung bleibst du auch im Urlaub und beim Feiern rauchfrei.',
      keyPoints: [
        'Neue Orte bringen neue Auslöser: Flughafen, Hotelbalkon, Strandbar.',
        'Nimm dein Notfallset mit und kauf keine Zigaretten im Duty-free.',
        'Bei Festen: Sag vorher Bescheid, dass du nicht rauchst, und geh früh, wenn es kippt.',
        'Plan für jeden Anlass eine kleine Belohnung für danach.',
      ],
      todos: ['Schreib dir für den nächsten besonderen Anlass einen Plan auf.'],
    },
    en: {
      title: 'Holidays, travel and celebrations',
      description:
        'Special occasions bring old rituals back. With preparation you stay smoke-free on holiday and at parties too.',
      keyPoints: [
        'New places bring new triggers: the airport, the hotel balcony, the beach bar.',
        'Take your emergency kit and buy no cigarettes in duty-free.',
        'At parties, say beforehand that you do not smoke, and leave early if it turns.',
        'Plan a small reward for after each occasion.',
      ],
      todos: ['Write a plan for your next special occasion.'],
    },
  }),
  defineSeminar(21, 'morning', {
    de: {
      title: 'Drei Wochen rauchfrei',
      description:
        'Drei Wochen ohne Zigarette: Die meisten Entzugserscheinungen sind abgeklungen, dein Körper arbeitet spürbar besser.',
      keyPoints: [
        'Atem und Kondition bessern sich, Treppen fallen vielen leichter.',
        'Dein Kreislauf arbeitet besser, Geruchs- und Geschmackssinn sind zurück.',
        'Rechne nach, wie viel Geld du in drei Wochen gespart hast.',
        'Noch eine Woche bis zum Test: Du bist auf der Zielgeraden.',
      ],
      todos: ['Steig heute bewusst Treppen und achte darauf, wie dein Atem sich anfühlt.'],
    },
    en: {
      title: 'Three weeks smoke-free',
      description:
        'Three weeks without a cigarette: most withdrawal symptoms have faded and your body works noticeably better.',
      keyPoints: [
        'Breathing and fitness improve; many find stairs easier.',
        'Your circulation is improving; smell and taste are back.',
        'Work out how much money you have saved in three weeks.',
        'One more week until the test: you are on the home straight.',
      ],
      todos: ['Take the stairs on purpose today and notice how your breathing feels.'],
    },
  }),
  defineSeminar(21, 'evening', {
    de: {
      title: 'Rückblick auf Woche drei',
      description:
        'Du hast deine Risiken benannt und einen Plan geschrieben. Heute Abend prüfst du, ob er im Alltag trägt.',
      keyPoints: [
        'Welche Situation aus deinem Plan ist diese Woche eingetreten, und wie lief es?',
        'Was musst du an deinem Plan ändern?',
        'Wie oft hattest du diese Woche Verlangen, verglichen mit Woche eins?',
        'Teil deinen Fortschritt mit deinen Unterstützerinnen und Unterstützern.',
      ],
      todos: [
        'Überarbeite deinen Plan gegen den Rückfall mit dem, was du diese Woche gelernt hast.',
      ],
    },
    en: {
      title: 'Looking back on week three',
      description:
        'You have named your risks and written a plan. Tonight you check whether it holds up in everyday life.',
      keyPoints: [
        'Which situation from your plan happened this week, and how did it go?',
        'What do you need to change in your plan?',
        'How often did you have cravings this week, compared with week one?',
        'Share your progress with your supporters.',
      ],
      todos: ['Update your plan against relapse with what you learned this week.'],
    },
  }),
];
