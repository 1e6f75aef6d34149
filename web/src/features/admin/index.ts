// The admin area: the shared frame of its screens and the admin API calls.
export { ADMIN_NAV, AdminNav, AdminPage, adminSectionOf, type AdminPageProps, type AdminSection } from './components/admin-page.tsx';
