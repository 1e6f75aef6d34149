export { startPayment, handlePayment, getReceipt, getTestCheckout, completeTestCheckout } from './requests.ts';
export type { PaymentConfirmation, TestCheckoutOutcome } from './requests.ts';
export { paymentKeys, receiptQueryOptions, testCheckoutQueryOptions } from './queries.ts';
export { useStartPayment, useConfirmPayment, useReceipt, useTestCheckout, useCompleteTestCheckout } from './hooks.ts';
