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

export const dashboardQuery = (language: Language) =>
  queryOptions({
    queryKey: dashboardKeys.overview(language),
    queryFn: async ({ signal, client }) => {
      const askedAt = Date.now();
      const overview = await getDashboard({ signal });
      fileParts(client, language, askedAt, overview);
      return overview;
    },
  });

export function useDashboard() {
  return useQuery(dashboardQuery(useLanguage()));
}
