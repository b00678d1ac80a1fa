import type { QueryClient } from '@tanstack/react-query';
import type { Seminar } from '@quit/contracts/programme';
import { programmeKeys } from '@/lib/query-keys';

type WithSeminars = { seminars: Seminar[] };

const hasSeminars = (data: unknown): data is WithSeminars =>
  typeof data === 'object' && data !== null && Array.isArray((data as WithSeminars).seminars);

/**
 * Updates one seminar wherever the programme's queries hold it (today, a day, the unwatched
 * list), so reopening it resumes from the last reported position without asking the API.
 */
export function patchSeminar(queryClient: QueryClient, id: string, patch: Partial<Seminar>) {
  queryClient.setQueriesData({ queryKey: programmeKeys.all }, (data: unknown) => {
    if (!hasSeminars(data) || !data.seminars.some((s) => s.id === id)) return data;
    return { ...data, seminars: data.seminars.map((s) => (s.id === id ? { ...s, ...patch } : s)) };
  });
}
