import { pageRoutes } from '@quit/contracts/routes';

/**
 * The console's pages, in the order of its navigation. To add a page: add its route to
 * `pageRoutes` (contracts/routes.ts) and to the admin layout's children in app/router.tsx, add
 * `nav.<key>` and `descriptions.<key>` to both locales/{de,en}/admin.json, and add a line here.
 * `sandboxOnly` pages are left out when the installation runs real providers.
 */
export type AdminPageEntry = { key: string; to: string; sandboxOnly?: boolean };

export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  { key: 'people', to: pageRoutes.adminPeople },
  { key: 'money', to: pageRoutes.adminMoney },
  { key: 'courses', to: pageRoutes.adminCourses },
  { key: 'chat', to: pageRoutes.adminChat },
  { key: 'kits', to: pageRoutes.adminKits },
  { key: 'reviews', to: pageRoutes.adminReviews },
  { key: 'photos', to: pageRoutes.adminPhotos },
  { key: 'questionnaire', to: pageRoutes.adminQuestionnaire },
  { key: 'programme', to: pageRoutes.adminProgramme },
  { key: 'contact', to: pageRoutes.adminContact },
  { key: 'outbox', to: pageRoutes.adminOutbox },
  { key: 'sandbox', to: pageRoutes.adminSandbox, sandboxOnly: true },
  { key: 'jobs', to: pageRoutes.adminJobs },
];

/** A page path with its parameter filled in, e.g. adminPath(pageRoutes.adminPerson, id). */
export function adminPath(route: string, id: string): string {
  return route.replace(/:[A-Za-z]+/, encodeURIComponent(id));
}
