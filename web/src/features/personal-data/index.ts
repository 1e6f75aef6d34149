// Data rights (NDPA 2023): the person's download, deletion and marketing consent; the admin's search, export and erasure.
export { DeleteMyAccount, DownloadMyData, MarketingTextsSetting, YourData } from './components/data-rights.tsx';
export { useAdminErasePerson, useAdminExportPersonData, useFindPeople } from './api/hooks.ts';
export { adminErasePerson, adminExportPersonData, adminFindPeople, deleteMyAccount, exportMyData, setMarketingTexts, type PersonalData, type PersonSummary } from './api/requests.ts';
export { dataFileName, saveJson } from './save-file.ts';
export { ACCOUNT_DELETED_STATE, accountDeleted } from './account-deleted.ts';
