export { applyAsPro } from './requests.ts';
export { proKeys } from './queries.ts';
export { useApplyAsPro, useForgetProApplication, useProApplicationReceipt } from './hooks.ts';
