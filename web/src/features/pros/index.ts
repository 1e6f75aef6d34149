// Become a Pro: the application form, its receipt (kept under `apply`) and the call behind them.
export { applyAsPro, proKeys, useApplyAsPro, useForgetProApplication, useProApplicationReceipt } from './api/index.ts';
export { ProApplicationForm, type ProApplicationFormProps } from './components/pro-application-form.tsx';
export { ProReceipt, type ProReceiptProps } from './components/pro-receipt.tsx';
export { readProDraft } from './draft.ts';
export { ID_TYPE_LABELS, WEEKDAYS, describeDays } from './id-types-and-weekdays.ts';
