import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ParticipantDashboard } from '@quit/contracts/dashboard';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { courseKeys, dashboardKeys, programmeKeys, questionnaireKeys } from '@/lib/query-keys';

/**
 * The daily overview in one read (record 0086). Asked at boot like the session: no second check
 * of the answer (the server's serializer checked it against the contract), so zod does not load
 * before the first screen.
 */
export async function getDashboard({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ParticipantDashboard> {
  return apiRequest<ParticipantDashboard>('/participant/dashboard', { signal });
}

/**
 * Files each part under the key of the read it stands for, so the dashboard's panels show it
 * without asking again; a part some change wrote after this read was asked is left as it is.
 */
function fileParts(
  client: QueryClient,
  language: Language,
  askedAt: number,
  overview: ParticipantDashboard,
) {
  const parts: [readonly unknown[], unknown][] = [
    [courseKeys.active(), overview.course],
    [courseKeys.day(), overview.courseDay],
    [courseKeys.spotTest(), overview.spotTest],
    [questionnaireKeys.statuses(language), overview.questionnaires],
    [questionnaireKeys.motivation(), overview.motivation],
  ];
  if (overview.today) parts.push([programmeKeys.currentDay(language), overview.today]);
  if (overview.diary) parts.push([programmeKeys.feedback(), overview.diary]);
  if (overview.diaryLists) {
    parts.push([programmeKeys.list(language, 'symptom'), overview.diaryLists.symptoms]);
    parts.push([programmeKeys.list(language, 'triggertype'), overview.diaryLists.triggerTypes]);
  }
  for (const [key, data] of parts) {
    const state = client.getQueryState(key);
    if (state && state.dataUpdatedAt > askedAt) continue;
    client.setQueryData(key, data);
  }
}

/**
 * The read asked at boot beside the session check, before its answer (record 0091): the page
 * uses it once the session says a participant is signed in. A refusal here signs nobody out
 * and shows nothing (a visitor without a session is sent on by the session check); the page
 * then asks again the usual way.
 */
export type EarlyDashboardRead = {
  language: Language;
  askedAt: number;
  answer: Promise<ParticipantDashboard | null>;
};

export function startEarlyDashboardRead(language: Language): EarlyDashboardRead {
  const askedAt = Date.now();
  const answer = apiRequest<ParticipantDashboard>('/participant/dashboard', {
    notify: false,
    signOutOnUnauthorized: false,
  }).catch(() => null);
  return { language, askedAt, answer };
}

export const dashboardQuery = (language: Language, early?: EarlyDashboardRead) =>
  queryOptions({
    queryKey: dashboardKeys.overview(language),
    queryFn: async ({ signal, client }) => {
      const earlyAnswer = early?.language === language ? await early.answer : null;
      if (early && earlyAnswer) {
        fileParts(client, language, early.askedAt, earlyAnswer);
        return earlyAnswer;
      }
      const askedAt = Date.now();
      const overview = await getDashboard({ signal });
      fileParts(client, language, askedAt, overview);
      return overview;
    },
  });

export function useDashboard() {
  return useQuery(dashboardQuery(useLanguage()));
}
