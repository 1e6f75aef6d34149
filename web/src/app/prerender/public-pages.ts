// The public pages the build pre-renders (and the BFF serves pre-rendered): the same for every
// visitor until they sign in. The service pages come from the catalogue's list of 18, so a new
// service page is pre-rendered without anyone remembering to add it here.
import { paths } from '../../config/routes.ts';
import { SERVICE_PAGE_LIST } from '../../features/catalogue/catalogue.ts';

export const PUBLIC_PAGE_PATHS: readonly string[] = [
  paths.home,
  paths.services,
  ...SERVICE_PAGE_LIST.map((page) => paths.service(page.slug)),
  paths.cleaningEntails,
  paths.about,
  paths.help,
  paths.happiness,
  paths.terms,
  paths.contact,
  paths.pro,
  paths.proApply,
];

/** The file under web/dist/pages/ that holds a page: `/` is index.html, `/services/x` services/x.html. */
export function pageFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}
