// MSW handler factories per operation, and the defaults every story starts from (a signed-out visitor
// whose account calls succeed). Keyed by operation so a story overrides one key and keeps the rest.
import {
  currentUserHandlers,
  forgotPasswordHandlers,
  logoutHandlers,
  resetPasswordHandlers,
  sendEmailVerificationHandlers,
  sendPhoneCodeHandlers,
  sendSignInCodeHandlers,
  setBookingTextsHandlers,
  signInHandlers,
  signInWithCodeHandlers,
  signUpHandlers,
  verifyEmailHandlers,
  verifyPhoneHandlers,
} from './accounts.ts';
import { servicesHandlers } from './catalogue.ts';
import { bookingsHandlers, cancelBookingHandlers, createBookingHandlers, rescheduleBookingHandlers } from './bookings.ts';
import { applyAsProHandlers } from './pros.ts';
import { adminStore } from './admin.ts';
import { adminInboxStore, adminTextsHandlers } from './admin-inbox.ts';
import { markNotificationsReadHandlers, notificationsHandlers, sendNotificationHandlers } from './notifications.ts';
import { adminServiceHandlers, updateServiceHandlers } from './catalogue-admin.ts';
import { completeTestCheckoutHandlers, handlePaymentHandlers, receiptHandlers, startPaymentHandlers, testCheckoutHandlers } from './payments.ts';
import { addReviewHandlers, reviewsHandlers } from './reviews.ts';
import { sendContactMessageHandlers } from './contact.ts';
import { raiseClaimHandlers } from './claims.ts';
import { sendReferralHandlers } from './referrals.ts';
import { pushKeyHandlers, subscribePushHandlers, unsubscribePushHandlers } from './push.ts';
import { proJobsStore, proJobsHandlers } from './pro-jobs.ts';
import { adminErasePersonHandlers, adminExportPersonDataHandlers, adminFindPeopleHandlers, deleteMyAccountHandlers, exportMyDataHandlers, setMarketingTextsHandlers } from './personal-data.ts';

export * from './accounts.ts';
export * from './catalogue.ts';
export * from './bookings.ts';
export * from './pros.ts';
export * from './admin.ts';
export * from './admin-inbox.ts';
export * from './request-log.ts';
export * from './notifications.ts';
export * from './catalogue-admin.ts';
export * from './payments.ts';
export * from './reviews.ts';
export * from './contact.ts';
export * from './claims.ts';
export * from './referrals.ts';
export * from './push.ts';
export * from './pro-jobs.ts';
export * from './personal-data.ts';
export { http, SLOW_MS } from './http.ts';

function proJobStoreHandlers() {
  const { job, step, decline } = proJobsStore().handlers;
  return { proJob: job, markJobStep: step, declineJob: decline };
}

export function defaultHandlers() {
  return {
    currentUser: currentUserHandlers.signedOut(),
    signIn: signInHandlers.ok(),
    signUp: signUpHandlers.echo(),
    forgotPassword: forgotPasswordHandlers.sent(),
    resetPassword: resetPasswordHandlers.ok(),
    logout: logoutHandlers.ok(),
    // Phone sign-in: a code goes out, and the code signs in a known customer; booking texts save.
    sendSignInCode: sendSignInCodeHandlers.sent(),
    signInWithCode: signInWithCodeHandlers.known(),
    setBookingTexts: setBookingTextsHandlers.ok(),
    // Contact details: a link goes out and is confirmed; a code proves the number.
    sendEmailVerification: sendEmailVerificationHandlers.sent(),
    verifyEmail: verifyEmailHandlers.ok(),
    sendPhoneCode: sendPhoneCodeHandlers.sent(),
    verifyPhone: verifyPhoneHandlers.ok(),
    services: servicesHandlers.ok(),
    createBooking: createBookingHandlers.ok(),
    bookings: bookingsHandlers.ok(),
    cancelBooking: cancelBookingHandlers.ok(),
    rescheduleBooking: rescheduleBookingHandlers.ok(),
    applyAsPro: applyAsProHandlers.ok(),
    // The admin calls over one in-memory store; stories that act on it use their own store (with reset).
    ...adminStore().handlers,
    // The support inbox (messages, reviews, claims, outbox) over its own in-memory store; the overview stays the admin store's.
    ...adminInboxStore().handlers,
    adminTexts: adminTextsHandlers.ok(),
    // A customer with no notifications yet, so screens that don't care about them stay as they were.
    notifications: notificationsHandlers.none(),
    markNotificationsRead: markNotificationsReadHandlers.ok(),
    sendNotification: sendNotificationHandlers.ok(),
    adminService: adminServiceHandlers.ok(),
    updateService: updateServiceHandlers.ok(),
    startPayment: startPaymentHandlers.ok(),
    handlePayment: handlePaymentHandlers.paid(),
    receipt: receiptHandlers.paid(),
    testCheckout: testCheckoutHandlers.open(),
    completeTestCheckout: completeTestCheckoutHandlers.ok(),
    // Published reviews for every page (six, 4.8 from 23), a review and a contact message accepted.
    reviews: reviewsHandlers.ok(),
    addReview: addReviewHandlers.ok(),
    sendContactMessage: sendContactMessageHandlers.ok(),
    // A claim is raised and an invitation sent, answered with what was sent.
    raiseClaim: raiseClaimHandlers.ok(),
    sendReferral: sendReferralHandlers.ok(),
    // No VAPID key: the phone notifications control shows nothing unless a story configures it.
    pushKey: pushKeyHandlers.notConfigured(),
    subscribePush: subscribePushHandlers.ok(),
    unsubscribePush: unsubscribePushHandlers.ok(),
    // A pro with a week of jobs; one job moves along in memory (stories that act on it use their own store).
    proJobs: proJobsHandlers.some(),
    ...proJobStoreHandlers(),
    // Data rights: the download, deleting and the marketing consent succeed; an admin finds Ada.
    exportMyData: exportMyDataHandlers.ok(),
    deleteMyAccount: deleteMyAccountHandlers.ok(),
    setMarketingTexts: setMarketingTextsHandlers.ok(),
    adminFindPeople: adminFindPeopleHandlers.found(),
    adminExportPersonData: adminExportPersonDataHandlers.ok(),
    adminErasePerson: adminErasePersonHandlers.ok(),
  };
}

export type HandlerKey = keyof ReturnType<typeof defaultHandlers>;
