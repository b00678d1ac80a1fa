import { pageRoutes } from '@quit/contracts/routes';

/** The resources page with a seminar open in the player. */
export function seminarPath(day: number, seminarId: string): string {
  const query = new URLSearchParams({ day: String(day), seminar: seminarId });
  return `${pageRoutes.participantResources}?${query.toString()}`;
}
