// Generated from openapi.yaml by `npm run generate`. Do not edit.

export interface paths {
    "/app/current_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, or false when signed out
         * @description Also issues the `XSRF-TOKEN` cookie the client echoes on state-changing calls.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account and sign in
         * @description The e-mail is kept as the account's `pendingEmail` and a confirmation link is mailed to it;
         *     it becomes the account's `email` only once that link is used. Until then it blocks nobody's
         *     sign-up and gets no account mail but its confirmation. The answer is the same for an e-mail
         *     that has an account and one that has none (its owner is mailed instead), so sign-up never
         *     tells who is registered. The phone is a contact number until a texted code proves it.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description A new session id and CSRF token are issued on success.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out (a browser navigation) and go home
         * @description Destroys the session and redirects to `/`. Safe to call when signed out.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/forgot_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a single-use password reset link
         * @description A link goes only to an e-mail an account has proven (its confirmation link was used), so a
         *     reset never hands over an account made by someone else with that e-mail. Answers the same,
         *     in comparable time, whether or not the address has an account: it never reveals who is registered.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link's token, and sign in */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/signin/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a 6-digit sign-in code to a Nigerian mobile number
         * @description The first step of "Continue with your phone". The answer is the same whether or not the
         *     number has an account (it never says which). A code is 6 random digits, stored hashed,
         *     valid 10 minutes, for at most 5 tries, and single use; a new code voids the last. A new
         *     code may be asked 60 seconds after the last (429 `resend_too_soon` with `Retry-After`).
         *     Limits: codes per number per hour and per client address per hour (high: carriers share
         *     addresses), and a daily ceiling on sign-in texts in all, beyond which sign-in by code
         *     pauses (503 `phone_sign_in_paused`) while e-mail sign-in still works.
         */
        post: operations["sendSignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/signin/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the texted code; a new number becomes a customer account
         * @description A number an account has proven (a code texted to it was entered on that account) signs that
         *     account in (200). Any other number, even one typed as a contact phone at an e-mail sign-up,
         *     needs `name` (e-mail optional) and becomes a new customer account (201); without a name the
         *     answer is 400 `name_required` and the code stays usable, so the client asks the name and
         *     sends the same code again. A given e-mail is kept as `pendingEmail` until its confirmation
         *     link is used, so the answer never says whether the e-mail has an account.
         *     Every try, right or wrong (the one answered `name_required` included), counts against the
         *     code's 5 tries before the code is compared; a right code is used once. A new session id
         *     and CSRF token are issued on success, as with password sign-in.
         */
        post: operations["signInWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn booking texts on or off (sign-in codes are always sent) */
        put: operations["setBookingTexts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or change the account's e-mail, or send its confirmation link again
         * @description Sets `pendingEmail` and mails a single-use confirmation link (valid 3 days) to it; the
         *     account's proven `email` stays as it is until the link is used. Asking again mails a new
         *     link and voids the last. Limited per account (429).
         */
        post: operations["sendEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use an e-mailed confirmation link's token; the e-mail becomes the account's
         * @description Works signed in or not (the link may be opened on another device), once. The e-mail becomes
         *     the account's proven `email`, and other accounts that merely typed it lose that claim. When
         *     another account has already proven the e-mail the answer is 409 `email_taken`: only the
         *     mailbox's owner can see it, so it tells a stranger nothing.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/phone/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a code to prove a phone number for the signed-in account
         * @description The same code, rules and limits as `sendSignInCode` (6 digits, 10 minutes, 5 tries, once;
         *     one a minute; per number, per address and daily ceilings). The number may be the account's
         *     own or a new one; it becomes the account's proven phone only with `verifyPhone`.
         */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove a phone number with its texted code; it becomes the account's phone
         * @description A right code is used once and makes `phone` this number with `phoneVerified` true; from
         *     then on the number signs this account in by code and gets its booking texts. Every try,
         *     right or wrong, counts against the code's 5 tries before the code is compared.
         */
        post: operations["verifyPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything Ilé holds on the signed-in person, as one JSON document to download
         * @description The account, bookings (with addresses, notes and who is home), payments, refunds, reviews,
         *     claims, notifications, push subscriptions (the push service's host only), referrals sent,
         *     contact messages sent from the account's e-mail, texts sent to its phone (sign-in codes
         *     masked), e-mails sent to it, and for a pro their application and jobs.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase the signed-in person's account and personal data, then sign them out
         * @description One transaction: the name becomes "Deleted customer" (or "Deleted pro"), e-mail and phone
         *     are cleared (free for a new sign-up), the password stops working, and sessions, push
         *     subscriptions, notifications, reset tokens, sign-in codes and the texts and e-mails sent to
         *     them are deleted; bookings lose their street, landmark, notes, phone and who is home;
         *     reviews stay without a name. Bookings, payments, refunds and claims' amounts and the audit
         *     log are kept, as the law requires. Refused (409) while something is in flight. On success
         *     the session ends and both cookies are cleared, as on sign-out.
         */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/marketing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give or withdraw consent to offers and news by text (asked apart from booking texts)
         * @description Off until the person turns it on; when it was given or withdrawn is kept and exported. Nothing sends marketing texts yet.
         */
        put: operations["setMarketingTexts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/fetchServices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service catalogue with prices
         * @description Customers and visitors see active services only; admins also see hidden ones.
         */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book home cleaning
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookHomeCleaning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/carpentery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a carpenter
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookCarpentry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/plumbing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a plumber
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookPlumbing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/fumigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book fumigation
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookFumigation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/electricals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book an electrician
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookElectricals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/painting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book painting (interior or exterior)
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookPainting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/interiors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book an interior design visit
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookInteriors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/ocleaning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book office cleaning
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookOfficeCleaning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/acrepair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book AC servicing or repair
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookAcRepair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/tvrepair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a TV installation or repair
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookTvInstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/dishinstalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a satellite dish installation
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookDishInstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/windowinstalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book window installation or repair
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookWindowInstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wifiinstalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a wifi set-up
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookWifiInstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/theatreinstalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a home theatre set-up
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookTheatreInstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/garbageform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book garbage removal
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookGarbageRemoval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/movingform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book moving help
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookMoving"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/curtainform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book curtain installation
         * @description Prices the job on the server from the catalogue, stores the booking (pending payment) and answers the current user with the new booking first. Retrying with the same Idempotency-Key never creates a second booking.
         */
        post: operations["bookCurtains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/pro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to join Ilé as a professional */
        post: operations["applyAsPro"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's notifications, newest first */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark some (or, with no ids, all) of the customer's notifications as read */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key browsers subscribe with, or null when Web Push is not configured */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep this browser's push subscription for the signed-in customer (idempotent per endpoint)
         * @description The endpoint must be https on one of the configured push services (PUSH_ENDPOINT_HOSTS); any other host is refused with a field error, because the server sends requests to it. Subscribing an endpoint again updates its keys and binds it to the current customer.
         */
        post: operations["subscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/push/subscriptions/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget this browser's push subscription (only the customer's own; unknown endpoints change nothing) */
        post: operations["unsubscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/pro/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in pro's jobs, as today, upcoming and past
         * @description Only jobs assigned to this pro. Today and upcoming are soonest first; past (done or
         *     cancelled, at most 50) most recent first. The customer's contact is shown only while the
         *     job is theirs and not over.
         */
        get: operations["listProJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/pro/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in pro's jobs */
        get: operations["getProJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/pro/jobs/{id}/step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The pro marks a step of their job (on my way, started, done)
         * @description In order: `on_the_way` (the job stays assigned), `started` (from the visit day on, in WAT),
         *     `done` (after started; an optional note for the customer). The customer is told of each
         *     step in the app and by e-mail. Marking a step already marked changes nothing and answers
         *     the job, so a retry is safe.
         */
        post: operations["markJobStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/pro/jobs/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The pro declines a job assigned to them, before it starts
         * @description The booking goes back to the admin queue as paid and waiting for a pro, marked "declined by
         *     pro" with the reason; the customer is told we are finding another pro. The job leaves the
         *     pro's list.
         */
        post: operations["declineJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts at a glance for the admin area */
        get: operations["adminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bookings queue, filtered and paged, what needs action first
         * @description Three sections, in order: needs action (open and paid without a pro, declined by a pro, or starting today in Lagos without a pro), upcoming (open, visit today or later), then the rest; soonest visit first within each. `sections` counts each over every page.
         */
        get: operations["adminListBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking with the pros who can take it and its history */
        get: operations["adminGetBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/bookings/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign (or reassign) an approved pro who offers the booking's service */
        post: operations["adminAssignPro"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a booking along the state machine (pro assigned → in progress → completed) */
        post: operations["adminMoveBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking with a reason until the job starts; a paid booking is refunded */
        post: operations["adminCancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/pros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pro applications and pros, newest first */
        get: operations["adminListPros"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/pros/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application or pro with everything they sent, their bookings and history */
        get: operations["adminGetPro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/pros/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve, reject, suspend or reinstate an application or pro, with a note */
        post: operations["adminDecidePro"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One catalogue entry with its change history */
        get: operations["adminGetService"];
        /** Change a catalogue entry; new bookings use it, existing bookings keep their price */
        put: operations["adminUpdateService"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an in-app notification to every customer, every pro, or one person (the /pushnotetool)
         * @description `one_person` is a customer or a pro chosen by `email` or by `phone` (one of the two); an unknown person, or a phone more than one account shares, is refused with a field message.
         */
        post: operations["adminSendNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact and referral messages, unread first then newest first */
        get: operations["adminListMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a message read or unread */
        post: operations["adminMarkMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review, hidden ones too, newest first */
        get: operations["adminListReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/reviews/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review from the public pages, or show it again (recorded with a note) */
        post: operations["adminSetReviewVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Happiness-guarantee claims, open ones first then newest first */
        get: operations["adminListClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/claims/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a claim with what was done (a redo, a refund); the customer is told */
        post: operations["adminResolveClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails kept in the outbox (when no SMTP server is configured), newest first */
        get: operations["adminListOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Texts (SMS), newest first, with where each stands
         * @description Every text Ilé writes: sign-in codes and booking texts. With no Termii key they are kept
         *     here (status `kept`) and never leave; with Termii they are `queued`, then `sent`, or
         *     retried with back-off until `failed`. A sign-in code's digits are shown only while it is kept.
         */
        get: operations["adminListTexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a person by phone (any Nigerian format) or e-mail, for a data request */
        get: operations["adminFindPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/people/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's data, the same document they download themselves (audited) */
        get: operations["adminExportPersonData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/admin/people/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a customer or pro on their request, with the same rules and refusals as their own (audited)
         * @description An admin account is never erased here (403 admin_not_erasable).
         */
        post: operations["adminErasePerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sendMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to Ilé support */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sendRefMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a friend with the customer's referral code */
        post: operations["sendReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/fetchCompleteBookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's bookings, newest first */
        get: operations["listBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of the customer's bookings before a pro is assigned */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bookings/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raise a happiness-guarantee claim on a completed booking, within 7 days (one per booking) */
        post: operations["raiseClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bookings/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move one of the customer's bookings to another day or time window */
        post: operations["rescheduleBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/payments/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout for one of the customer's unpaid bookings
         * @description Creates (or, while it is still open, re-uses) a payment with our own reference and the
         *     booking's amount, initialised with the configured provider. The browser then goes to
         *     `checkoutUrl`: Paystack's hosted checkout, or the built-in test checkout
         *     (`/pay/test/{reference}`) when the test provider is on. Both come back to
         *     `/pay/{bookingId}/return?reference=...`, which calls handlePayment.
         */
        post: operations["startPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/handlePayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment for a booking after the server verifies it with the provider
         * @description The server asks the provider about `reference` and marks the booking paid only when the
         *     provider says success, the amount in kobo equals the booking's, the currency is NGN and
         *     the reference belongs to this booking. Calling it again with the same reference answers
         *     the paid booking again (a payment is fulfilled exactly once). When the provider cannot
         *     be reached the answer is 202: the booking stays payable and the webhook or the
         *     reconciler settles it within minutes.
         */
        post: operations["handlePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bookings/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment receipt of one of the customer's paid bookings */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/payments/test/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The built-in test checkout of one of the customer's payments (test provider only)
         * @description Answers 404 unless the test payment provider is on. No money moves.
         */
        get: operations["getTestCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/payments/test/{reference}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay, decline or abandon a test checkout (test provider only)
         * @description Plays the provider's part: records the outcome the customer chose, then the browser returns to `returnUrl` as it would from Paystack.
         */
        post: operations["completeTestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/addReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed booking (once per booking) */
        post: operations["addReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/fetchReviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published reviews, newest first */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, the process answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness, the database answers and migrations are applied
         * @description Answers 503 while the process drains for shutdown.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The one failure shape of every call. */
        Error: {
            /** @description A stable machine-readable code, e.g. `validation_failed`, `email_taken`, `invalid_credentials`, `csrf_invalid`. */
            code: string;
            /** @description A sentence for a person. */
            message: string;
            /** @description Per-field messages keyed by the field's path (`email`, `visit.address.state`). */
            fields?: {
                [key: string]: string;
            };
        };
        /**
         * Format: email
         * @description An address mail can reach, e.g. `ada@example.ng`. A plain local part of at most 64 characters (letters, digits, `. _ % + -`; no quotes, no leading, trailing or double dots), then a domain with at least one dot, labels of at most 63 characters and a TLD of 2 to 63 letters.
         */
        Email: string;
        /**
         * @description A Nigerian mobile number, `0803 123 4567` or `+234 803 123 4567` (spaces and dashes allowed):
         *     exactly the mobile ranges the server accepts (libphonenumber's for Nigeria).
         */
        Phone: string;
        /** @description A phone as stored, `+234` then 10 digits. */
        E164Phone: string;
        /** @description Letters (any script) in words joined by spaces, hyphens or apostrophes; no digits, dots or links. */
        PersonName: string;
        /** @description At least 8 characters; common passwords are refused. */
        NewPassword: string;
        /** @description An opaque identifier. */
        Id: string;
        /** @description An amount of money in kobo (₦1 = 100 kobo). */
        Kobo: number;
        /**
         * @description user: a customer; pro: an approved professional (their account is made when an admin approves the application); admin: staff.
         * @enum {string}
         */
        Role: "user" | "admin" | "pro";
        /**
         * @description One of the 36 states or the Federal Capital Territory.
         * @enum {string}
         */
        NigerianState: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara" | "FCT";
        /**
         * @description A catalogue entry (17 bookable services; /services/interior-painting books `painting`).
         * @enum {string}
         */
        ServiceKey: "home-cleaning" | "carpentery" | "plumbing" | "fumigation" | "electricals" | "painting" | "interiors" | "office-cleaning" | "ac-repairs" | "tv-installs" | "dish-installs" | "window-repairs" | "wifi-setup" | "home-theatre-setup" | "garbage-disposal" | "moving-help" | "curtains";
        SignUpRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            password: components["schemas"]["NewPassword"];
            /** @description The code of the customer who invited them, e.g. ADA7K2 (any case, spaces ignored); an unknown code is a field error. */
            referralCode?: string;
        };
        SignInRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        SignInCodeRequest: {
            phone: components["schemas"]["Phone"];
        };
        SignInCodeSent: {
            phone: components["schemas"]["E164Phone"];
            /** @description How long the code works (600). */
            expiresInSeconds: number;
            /** @description When a new code may be asked (60). */
            resendInSeconds: number;
        };
        CodeSignInRequest: {
            phone: components["schemas"]["Phone"];
            /** @description The 6 digits from the text. */
            code: string;
            name?: components["schemas"]["PersonName"];
            email?: components["schemas"]["Email"];
        };
        EmailVerificationRequest: {
            email: components["schemas"]["Email"];
        };
        EmailVerifyRequest: {
            token: string;
        };
        EmailVerified: {
            email: components["schemas"]["Email"];
        };
        PhoneVerifyRequest: {
            phone: components["schemas"]["Phone"];
            /** @description The 6 digits from the text. */
            code: string;
        };
        BookingTextsRequest: {
            /** @description Texts about bookings (confirmed, pro assigned, on the way, done, moved, cancelled); sign-in codes are always sent. */
            bookingTexts: boolean;
        };
        MarketingTextsRequest: {
            /** @description Offers and news by text: given (true) or withdrawn (false). */
            marketingTexts: boolean;
        };
        DeleteAccountRequest: {
            /**
             * @description The person said yes on the confirmation step.
             * @enum {boolean}
             */
            confirm: true;
        };
        AdminEraseRequest: {
            /**
             * @description The admin said yes on the confirmation step.
             * @enum {boolean}
             */
            confirm: true;
            /** @description How the request came in and how the person was identified; kept in the audit log. */
            reason: string;
        };
        AccountErasedResponse: {
            data: {
                /** @enum {boolean} */
                erased: true;
            };
        };
        /**
         * @description The number an erased person's records carry in place of theirs; no phone has it.
         * @enum {string}
         */
        ErasedPhone: "+2340000000000";
        /** @description An account found for a data request. */
        PersonSummary: {
            id: components["schemas"]["Id"];
            name: string;
            email: null | components["schemas"]["Email"];
            phone: components["schemas"]["E164Phone"];
            role: components["schemas"]["Role"];
            /** Format: date-time */
            createdAt: string;
        };
        PeopleResponse: {
            data: {
                items: components["schemas"]["PersonSummary"][];
            };
        };
        /** @description Everything Ilé holds on one person (Nigeria Data Protection Act 2023, the right of access). Dates are ISO 8601; money is kobo. */
        PersonalData: {
            /** Format: date-time */
            exportedAt: string;
            account: {
                id: components["schemas"]["Id"];
                name: string;
                email: null | components["schemas"]["Email"];
                /** @description An e-mail given but not confirmed yet (held until its link is used). */
                pendingEmail: null | components["schemas"]["Email"];
                phone: components["schemas"]["E164Phone"];
                role: components["schemas"]["Role"];
                referralCode: string;
                /** @description Whether the account signed up with a friend's referral code. */
                referred: boolean;
                bookingTexts: boolean;
                marketingTexts: boolean;
                /**
                 * Format: date-time
                 * @description When consent to marketing texts was last given or withdrawn; null if never asked.
                 */
                marketingTextsChangedAt: string | null;
                /** Format: date-time */
                phoneVerifiedAt: string | null;
                /** Format: date-time */
                createdAt: string;
            };
            bookings: {
                id: components["schemas"]["Id"];
                reference: string;
                service: components["schemas"]["ServiceKey"];
                serviceName: string;
                status: components["schemas"]["BookingStatus"];
                visit: {
                    address: components["schemas"]["Address"];
                    /** Format: date */
                    date: string;
                    timeWindow: components["schemas"]["TimeWindow"];
                    contactPhone: components["schemas"]["E164Phone"];
                    notes?: string;
                    atHome?: {
                        name: string;
                        phone: components["schemas"]["E164Phone"];
                    };
                };
                details: components["schemas"]["BookingDetails"];
                totalKobo: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                paidAt: string | null;
                /** Format: date-time */
                cancelledAt: string | null;
                cancelReason: string | null;
                /** Format: date-time */
                completedAt: string | null;
                proName: string | null;
                proNote: string | null;
            }[];
            payments: {
                reference: string;
                bookingReference: string | null;
                provider: string;
                amountKobo: number;
                status: string;
                channel: string | null;
                /** Format: date-time */
                paidAt: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            refunds: {
                bookingReference: string | null;
                amountKobo: number;
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                processedAt: string | null;
            }[];
            reviews: {
                bookingReference: string | null;
                rating: number;
                comment: string;
                hidden: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            claims: {
                reference: string;
                bookingReference: string | null;
                problem: string;
                photoDescription: string | null;
                status: components["schemas"]["ClaimStatus"];
                resolution: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                resolvedAt: string | null;
            }[];
            notifications: {
                kind: string;
                title: string;
                body: string;
                link: string | null;
                /** Format: date-time */
                readAt: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            pushSubscriptions: {
                /** @description The push service (e.g. fcm.googleapis.com); the rest of the address is a secret of the browser. */
                endpointHost: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            referralsSent: {
                friendName: string | null;
                friendEmail: string | null;
                friendPhone: string | null;
                body: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            contactMessages: {
                subject: string;
                body: string;
                bookingReference: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            textsReceived: {
                /** @description The text as sent; a sign-in code's digits are masked. */
                body: string;
                purpose: string;
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                sentAt: string | null;
            }[];
            emailsReceived: {
                subject: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description A pro's application as they sent it and where it stands; null for a customer. */
            proApplication: null | {
                reference: string;
                name: string;
                email: string;
                phone: string;
                state: string;
                area: string;
                yearsExperience: number;
                about: string;
                idType: string;
                /** @description The last four characters of the ID number given (the whole number is not put in a file that may be forwarded). */
                idNumberEnding: string;
                ownTools: boolean;
                daysAvailable: string[];
                services: string[];
                referees: {
                    name: string;
                    phone: string;
                }[];
                status: string;
                /** Format: date-time */
                consentedAt: string;
                /** Format: date-time */
                decidedAt: string | null;
                /** Format: date-time */
                createdAt: string;
            };
            /** @description A pro's jobs (their area, never the customer's street). */
            proJobs: {
                reference: string;
                serviceName: string;
                status: components["schemas"]["BookingStatus"];
                /** Format: date */
                date: string;
                area: string;
                city: string;
                state: string;
                /** Format: date-time */
                completedAt: string | null;
                proNote: string | null;
            }[];
        };
        CurrentUser: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The account's proven e-mail (a confirmation link sent to it was used); null until one is. Only it gets account mail and password resets. */
            email: null | components["schemas"]["Email"];
            /** @description An e-mail typed for this account whose confirmation link was not used yet; it blocks nobody's sign-up and gets only its confirmation mail. Null when none waits. */
            pendingEmail: null | components["schemas"]["Email"];
            phone: components["schemas"]["E164Phone"];
            /** @description Whether a code texted to `phone` was entered on this account. Only a proven phone signs in by code and gets booking texts; an unproven one is a contact number. */
            phoneVerified: boolean;
            role: components["schemas"]["Role"];
            /** @description Whether booking texts go to this account's phone (on unless the customer turned them off). */
            bookingTexts: boolean;
            /** @description Shared with friends, who enter it at sign-up (or follow /signup?ref=CODE); Ilé records who referred whom. */
            referralCode: string;
            /** @description The user's open bookings (not completed or cancelled), newest first. */
            bookings: components["schemas"]["Booking"][];
            /** @description Whether the person agreed to offers and news by text (off until they turn it on; asked apart from booking texts). */
            marketingTexts: boolean;
        };
        Address: {
            /** @description House number and street. */
            street: string;
            /** @description Area or estate, e.g. Wuse 2, Lekki Phase 1. */
            area: string;
            city: string;
            state: components["schemas"]["NigerianState"];
            /** @description The nearest landmark; how pros find the house. */
            landmark?: string;
            /** @description Local government area, if known. */
            lga?: string;
        };
        /**
         * @description morning 8am-12pm, afternoon 12pm-4pm, evening 4pm-7pm (WAT).
         * @enum {string}
         */
        TimeWindow: "morning" | "afternoon" | "evening";
        /** @description Where and when the pro comes, and how to reach the customer. */
        Visit: {
            address: components["schemas"]["Address"];
            /**
             * Format: date
             * @description The preferred day (WAT); today or later, within 60 days.
             */
            date: string;
            timeWindow: components["schemas"]["TimeWindow"];
            /** @description The visit's phone; an erased customer's booking carries ErasedPhone (refused in a new booking). */
            contactPhone: components["schemas"]["Phone"] | components["schemas"]["ErasedPhone"];
            notes?: string;
            atHome?: components["schemas"]["AtHome"];
        };
        /** @description Someone else who will be home for the visit ("Who will be home?"): they get the visit's texts (pro assigned, on the way, moved, cancelled) and the pro sees their name and phone. Absent when the customer will be home. */
        AtHome: {
            name: components["schemas"]["PersonName"];
            phone: components["schemas"]["Phone"];
        };
        Count: number;
        HomeCleaningDetails: {
            /** @enum {string} */
            cleaningType: "standard" | "deep" | "move_in_out";
            bedrooms: number;
            bathrooms: number;
        };
        CarpentryDetails: {
            /** @enum {string} */
            task: "furniture_assembly" | "furniture_repair" | "door_repair" | "cabinet_installation" | "shelving" | "other";
            items: components["schemas"]["Count"];
        };
        PlumbingDetails: {
            /** @enum {string} */
            issue: "leak" | "blocked_drain" | "toilet" | "water_heater" | "pumping_machine" | "new_installation" | "other";
            fixtures: components["schemas"]["Count"];
        };
        FumigationDetails: {
            /** @enum {string} */
            propertyType: "flat" | "bungalow" | "duplex" | "office" | "shop";
            rooms: number;
            /** @enum {string} */
            pest: "general" | "cockroaches" | "bedbugs" | "termites" | "rodents" | "mosquitoes";
        };
        ElectricalsDetails: {
            /** @enum {string} */
            issue: "fault_finding" | "sockets_switches" | "lighting" | "wiring" | "inverter" | "changeover_switch" | "other";
            points: components["schemas"]["Count"];
        };
        PaintingDetails: {
            /** @enum {string} */
            scope: "interior" | "exterior";
            /** @description Rooms (interior) or walls/sides (exterior). */
            rooms: number;
            /** @description True when the customer already has the paint. */
            paintSupplied: boolean;
        };
        InteriorsDetails: {
            rooms: number;
            /**
             * @description Budget band in Naira.
             * @enum {string}
             */
            budget: "under_1m" | "from_1m_to_5m" | "from_5m_to_15m" | "over_15m";
        };
        OfficeCleaningDetails: {
            areaSqm: number;
            workstations: number;
            frequency: components["schemas"]["Frequency"];
        };
        AcRepairDetails: {
            units: number;
            /** @enum {string} */
            acType: "split" | "window" | "standing" | "central";
            /** @enum {string} */
            job: "servicing" | "gas_refill" | "repair" | "installation";
        };
        TvInstallDetails: {
            tvs: number;
            /** @enum {string} */
            size: "up_to_43in" | "from_44_to_65in" | "over_65in";
            wallMount: boolean;
        };
        DishInstallDetails: {
            /** @enum {string} */
            provider: "dstv" | "gotv" | "startimes" | "other";
            /** @enum {string} */
            job: "new_installation" | "relocation" | "realignment";
        };
        WindowInstallDetails: {
            windows: components["schemas"]["Count"];
            /** @enum {string} */
            windowType: "sliding" | "casement" | "louvre" | "glass_replacement" | "mosquito_net";
        };
        WifiInstallDetails: {
            /** @enum {string} */
            coverage: "flat" | "duplex" | "office";
            devices: number;
            /** @description True when the customer already has the router. */
            routerSupplied: boolean;
        };
        TheatreInstallDetails: {
            /** @enum {string} */
            systemType: "soundbar" | "surround_5_1" | "surround_7_1" | "projector";
            speakers: number;
            wallMount: boolean;
        };
        GarbageRemovalDetails: {
            /** @enum {string} */
            volume: "up_to_5_bags" | "up_to_15_bags" | "small_truck" | "large_truck";
            frequency: components["schemas"]["Frequency"];
        };
        MovingDetails: {
            destination: components["schemas"]["Address"];
            /** @enum {string} */
            homeSize: "single_room" | "one_bedroom" | "two_bedroom" | "three_bedroom" | "four_plus_bedroom" | "office";
            packingHelp: boolean;
        };
        CurtainsDetails: {
            windows: components["schemas"]["Count"];
            /** @enum {string} */
            job: "hang_only" | "rods_and_hanging" | "sew_and_hang";
            /** @description True when the pro should measure first. */
            measuring: boolean;
        };
        /** @enum {string} */
        Frequency: "one_off" | "weekly" | "fortnightly" | "monthly";
        HomeCleaningBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["HomeCleaningDetails"];
        };
        CarpentryBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["CarpentryDetails"];
        };
        PlumbingBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["PlumbingDetails"];
        };
        FumigationBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["FumigationDetails"];
        };
        ElectricalsBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["ElectricalsDetails"];
        };
        PaintingBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["PaintingDetails"];
        };
        InteriorsBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["InteriorsDetails"];
        };
        OfficeCleaningBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["OfficeCleaningDetails"];
        };
        AcRepairBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["AcRepairDetails"];
        };
        TvInstallBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["TvInstallDetails"];
        };
        DishInstallBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["DishInstallDetails"];
        };
        WindowInstallBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["WindowInstallDetails"];
        };
        WifiInstallBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["WifiInstallDetails"];
        };
        TheatreInstallBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["TheatreInstallDetails"];
        };
        GarbageRemovalBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["GarbageRemovalDetails"];
        };
        MovingBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["MovingDetails"];
        };
        CurtainsBooking: {
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["CurtainsDetails"];
        };
        /** @description The service form's details, as booked; Booking pairs each service with its form's details. */
        BookingDetails: components["schemas"]["HomeCleaningDetails"] | components["schemas"]["CarpentryDetails"] | components["schemas"]["PlumbingDetails"] | components["schemas"]["FumigationDetails"] | components["schemas"]["ElectricalsDetails"] | components["schemas"]["PaintingDetails"] | components["schemas"]["InteriorsDetails"] | components["schemas"]["OfficeCleaningDetails"] | components["schemas"]["AcRepairDetails"] | components["schemas"]["TvInstallDetails"] | components["schemas"]["DishInstallDetails"] | components["schemas"]["WindowInstallDetails"] | components["schemas"]["WifiInstallDetails"] | components["schemas"]["TheatreInstallDetails"] | components["schemas"]["GarbageRemovalDetails"] | components["schemas"]["MovingDetails"] | components["schemas"]["CurtainsDetails"];
        /**
         * @description pending_payment → paid → pro_assigned → in_progress → completed; cancelled by the customer from pending_payment or paid, by an admin until the job starts (a paid booking is refunded).
         * @enum {string}
         */
        BookingStatus: "pending_payment" | "paid" | "pro_assigned" | "in_progress" | "completed" | "cancelled";
        PriceLine: {
            label: string;
            amountKobo: components["schemas"]["Kobo"];
        };
        Price: {
            lines: components["schemas"]["PriceLine"][];
            totalKobo: components["schemas"]["Kobo"];
            /** @description True when only an inspection fee is charged now and the job is quoted after the visit. */
            inspectionOnly: boolean;
        };
        Booking: {
            id: components["schemas"]["Id"];
            /** @description What the customer quotes to support, e.g. ILE-7KX2Q9. */
            reference: string;
            service: components["schemas"]["ServiceKey"];
            serviceName: string;
            status: components["schemas"]["BookingStatus"];
            visit: components["schemas"]["Visit"];
            details: components["schemas"]["BookingDetails"];
            price: components["schemas"]["Price"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
            /** @description The assigned pro's name, once assigned. */
            proName: string | null;
            /** @description The assigned pro's name, phone and rating, once assigned. */
            pro: null | components["schemas"]["BookingPro"];
            /**
             * Format: date-time
             * @description When the pro said they were on their way.
             */
            onTheWayAt: string | null;
            /**
             * Format: date-time
             * @description When the job started.
             */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When the job was marked completed; a happiness claim is open for 7 days after.
             */
            completedAt: string | null;
            /** @description What the pro wrote when marking the job done. */
            proNote: string | null;
            /** @description The customer's review of this booking, once left (one per booking). */
            review: null | {
                rating: number;
                comment: string;
                /** Format: date-time */
                createdAt: string;
            };
            /** @description The happiness-guarantee claim raised on this booking, if any (one per booking). */
            claim: null | {
                reference: string;
                status: components["schemas"]["ClaimStatus"];
                /** Format: date-time */
                createdAt: string;
            };
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        /** @description The assigned pro as the customer sees them. */
        BookingPro: {
            name: string;
            /** @description To call or message before and during the visit; null once the job is over. */
            phone: null | components["schemas"]["E164Phone"];
            /** @description The average of the pro's published reviews, or null before the first. */
            rating: null | {
                average: number;
                count: number;
            };
        };
        /**
         * @description A pro's steps on a job, in order: on the way, started, done.
         * @enum {string}
         */
        JobStep: "on_the_way" | "started" | "done";
        /** @description A job as its pro sees it. */
        ProJob: {
            id: components["schemas"]["Id"];
            reference: string;
            service: components["schemas"]["ServiceKey"];
            serviceName: string;
            status: components["schemas"]["BookingStatus"];
            visit: {
                /** @description The whole address while the job is open; once it is over (done or cancelled) only its area, city and state. */
                address: components["schemas"]["Address"] | components["schemas"]["ProJobArea"];
                /** Format: date */
                date: string;
                timeWindow: components["schemas"]["TimeWindow"];
                /** @description The customer's notes, only while the job is open. */
                notes?: string;
            };
            details: components["schemas"]["BookingDetails"];
            price: components["schemas"]["Price"];
            /** @description Who to call, only while the job is this pro's and not over (assigned or in progress). */
            customer: null | {
                firstName: string;
                phone: components["schemas"]["E164Phone"];
                /** @description Someone else who will be home for the visit, when the customer named one. */
                atHome?: {
                    name: string;
                    phone: components["schemas"]["E164Phone"];
                };
            };
            /** Format: date-time */
            onTheWayAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            proNote: string | null;
        };
        /** @description Where a job that is over was, without the street, landmark or notes (the pro no longer needs them). */
        ProJobArea: {
            area: string;
            city: string;
            state: components["schemas"]["NigerianState"];
            lga?: string;
        };
        ProJobResponse: {
            data: components["schemas"]["ProJob"];
        };
        ProJobs: {
            /** @description Today's open jobs (in WAT), by window. */
            today: components["schemas"]["ProJob"][];
            /** @description Open jobs on later days, soonest first (and any earlier day not yet done). */
            upcoming: components["schemas"]["ProJob"][];
            /** @description Done or cancelled jobs, most recent first, at most 50. */
            past: components["schemas"]["ProJob"][];
        };
        /** @description One price in a catalogue entry; the service's pricing rule reads them by key. */
        PriceItem: {
            key: string;
            label: string;
            amountKobo: components["schemas"]["Kobo"];
        };
        Service: {
            id: components["schemas"]["Id"];
            key: components["schemas"]["ServiceKey"];
            name: string;
            tagline: string;
            description: string;
            includes: string[];
            /** @description The booking call, e.g. /app/home. */
            formPath: string;
            priceItems: components["schemas"]["PriceItem"][];
            fromPriceKobo: components["schemas"]["Kobo"];
            inspectionFeeKobo: components["schemas"]["Kobo"] | null;
            /** @description Hidden services are not bookable. */
            active: boolean;
            sortOrder: number;
        };
        Review: {
            id: components["schemas"]["Id"];
            service: components["schemas"]["ServiceKey"];
            serviceName: string;
            rating: number;
            comment: string;
            /** @description First name and initial, e.g. Ada O. */
            authorName: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Every visible review matching the filter, not only the ones in this answer. */
        ReviewSummary: {
            count: number;
            /** @description Rounded to one decimal; null without reviews. */
            averageRating: number | null;
        };
        ReviewRequest: {
            bookingId: components["schemas"]["Id"];
            rating: number;
            comment?: string;
        };
        /**
         * @description `paystack`, or `test`: the built-in checkout for demos and tests, where no money moves.
         * @enum {string}
         */
        PaymentProvider: "paystack" | "test";
        /** @description Our reference for one payment attempt, sent to the provider. */
        PaymentReference: string;
        PaymentRequest: {
            bookingId: components["schemas"]["Id"];
            provider: components["schemas"]["PaymentProvider"];
            reference: components["schemas"]["PaymentReference"];
        };
        PaymentCheckout: {
            provider: components["schemas"]["PaymentProvider"];
            reference: components["schemas"]["PaymentReference"];
            amountKobo: components["schemas"]["Kobo"];
            /** @description Paystack's authorization_url, or /pay/test/{reference}. */
            checkoutUrl: string;
        };
        /**
         * @description requested (recorded, not yet accepted by the provider) → pending → processed, or failed (support follows up).
         * @enum {string}
         */
        RefundStatus: "requested" | "pending" | "processed" | "failed";
        Receipt: {
            bookingId: components["schemas"]["Id"];
            bookingReference: string;
            service: components["schemas"]["ServiceKey"];
            serviceName: string;
            customerName: string;
            /** Format: date */
            visitDate: string;
            timeWindow: components["schemas"]["TimeWindow"];
            /** @description The booking's price breakdown as it was booked; amountKobo is their total, as paid. */
            lines: components["schemas"]["PriceLine"][];
            amountKobo: components["schemas"]["Kobo"];
            /** @enum {string} */
            currency: "NGN";
            provider: components["schemas"]["PaymentProvider"];
            paymentReference: components["schemas"]["PaymentReference"];
            /** @description How the customer paid, e.g. card, bank_transfer, ussd. */
            channel: string | null;
            /** Format: date-time */
            paidAt: string;
            refund: null | {
                status: components["schemas"]["RefundStatus"];
                amountKobo: components["schemas"]["Kobo"];
                /** Format: date-time */
                requestedAt: string;
                /** Format: date-time */
                processedAt: string | null;
            };
        };
        TestCheckout: {
            reference: components["schemas"]["PaymentReference"];
            bookingId: components["schemas"]["Id"];
            bookingReference: string;
            serviceName: string;
            amountKobo: components["schemas"]["Kobo"];
            email: components["schemas"]["Email"];
            /** @enum {string} */
            status: "open" | "success" | "declined" | "abandoned";
        };
        /**
         * @description pending (applied, not vetted) → approved or rejected; approved ⇄ suspended.
         * @enum {string}
         */
        ProStatus: "pending" | "approved" | "rejected" | "suspended";
        /** @enum {string} */
        IdType: "nin" | "drivers_licence" | "voters_card" | "international_passport";
        /** @enum {string} */
        Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        ProApplicationRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            services: components["schemas"]["ServiceKey"][];
            state: components["schemas"]["NigerianState"];
            /** @description Where the pro works, e.g. Wuse, Garki, Maitama. */
            area: string;
            yearsExperience: number;
            /** @description A short bio - the work they do and what customers say about it. */
            about: string;
            idType: components["schemas"]["IdType"];
            /** @description NIN: 11 digits; other IDs as printed. */
            idNumber: string;
            ownTools: boolean;
            daysAvailable: components["schemas"]["Weekday"][];
            /** @description Two people the applicant has worked for, who we call; neither may give the applicant's own phone, nor both the same one. */
            referees: components["schemas"]["RefereeRequest"][];
            /**
             * @description Agrees to identity, reference and background checks.
             * @constant
             */
            consent: true;
        };
        RefereeRequest: {
            name: components["schemas"]["PersonName"];
            phone: components["schemas"]["Phone"];
        };
        /** @description A reference as stored, its phone in E.164. */
        Referee: {
            name: string;
            phone: components["schemas"]["E164Phone"];
        };
        /** @description The receipt of an application (kept under the `apply` type, seed). */
        ProApplication: {
            id: components["schemas"]["Id"];
            /** @description What the applicant quotes when they call, e.g. PRO-4KD9QX. */
            reference: string;
            name: string;
            services: components["schemas"]["ServiceKey"][];
            status: components["schemas"]["ProStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        ProSummary: {
            id: components["schemas"]["Id"];
            reference: string;
            name: string;
            email: components["schemas"]["Email"];
            phone: components["schemas"]["E164Phone"];
            services: components["schemas"]["ServiceKey"][];
            state: components["schemas"]["NigerianState"];
            area: string;
            status: components["schemas"]["ProStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        ProDetail: {
            pro: components["schemas"]["ProSummary"];
            yearsExperience: number;
            about: string;
            idType: components["schemas"]["IdType"];
            idNumber: string;
            ownTools: boolean;
            daysAvailable: components["schemas"]["Weekday"][];
            /** @description The applicant's two references to call (none for an application made before they were asked for). */
            referees: components["schemas"]["Referee"][];
            decisionNote: string | null;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description Bookings assigned to the pro, soonest first. */
            bookings: components["schemas"]["AdminBooking"][];
            history: components["schemas"]["AuditEntry"][];
        };
        ProDetailResponse: {
            data: components["schemas"]["ProDetail"];
        };
        /** @description One admin action, kept for good. */
        AuditEntry: {
            id: components["schemas"]["Id"];
            actorName: string;
            /** @description e.g. booking.assign, booking.cancel, pro.approve, service.update. */
            action: string;
            note: string | null;
            /** @description The fields the action changed, as they were. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The same fields, as they became. */
            after: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            at: string;
        };
        AdminBooking: {
            booking: components["schemas"]["Booking"];
            customer: {
                id: components["schemas"]["Id"];
                name: string;
                /** @description Null for an account made by phone without an e-mail. */
                email: null | components["schemas"]["Email"];
                phone: components["schemas"]["E164Phone"];
            };
            pro: null | {
                id: components["schemas"]["Id"];
                name: string;
                phone: components["schemas"]["E164Phone"];
            };
            /** @description The last time a pro declined this booking, until another pro is assigned; such a booking needs action. */
            declined: null | {
                proName: string;
                reason: string;
                /** Format: date-time */
                at: string;
            };
        };
        AdminBookingDetail: {
            item: components["schemas"]["AdminBooking"];
            /** @description Approved pros who offer the booking's service, those in the booking's state first. */
            candidates: components["schemas"]["ProSummary"][];
            history: components["schemas"]["AuditEntry"][];
        };
        AdminBookingDetailResponse: {
            data: components["schemas"]["AdminBookingDetail"];
        };
        AdminOverview: {
            bookingsByStatus: {
                pending_payment: number;
                paid: number;
                pro_assigned: number;
                in_progress: number;
                completed: number;
                cancelled: number;
            };
            pendingApplications: number;
            /** @description Open bookings whose visit is today (WAT). */
            visitsToday: number;
            /** @description Contact and referral messages no admin has marked read. */
            unreadMessages: number;
            /** @description Happiness-guarantee claims not yet resolved. */
            openClaims: number;
            /** @description What an admin should look at now; empty on an ordinary day. */
            alerts: components["schemas"]["AdminAlert"][];
        };
        /** @description A daily text ceiling at 80 % or more of its limit over the last 24 hours (sign_in_codes: TEXT_CODES_DAILY_CEILING, past which new numbers wait; all_texts: TEXT_DAILY_CEILING, past which only codes to proven numbers go). */
        AdminAlert: {
            /** @enum {string} */
            kind: "text_ceiling_near" | "text_ceiling_reached";
            /** @enum {string} */
            ceiling: "sign_in_codes" | "all_texts";
            /** @description Texts counted in the last 24 hours. */
            used: number;
            limit: number;
        };
        /** @description Every price item of the entry, by key (the pricing rule reads them by key; keys cannot be added or removed here). */
        ServiceUpdate: {
            name: string;
            tagline: string;
            description: string;
            includes: string[];
            priceItems: components["schemas"]["PriceItem"][];
            active: boolean;
        };
        AdminServiceResponse: {
            data: {
                service: components["schemas"]["Service"];
                history: components["schemas"]["AuditEntry"][];
            };
        };
        Notification: {
            id: components["schemas"]["Id"];
            /**
             * @description announcement: from the /pushnotetool; booking: a change to one of the customer's bookings.
             * @enum {string}
             */
            kind: "announcement" | "booking";
            title: string;
            body: string;
            link: string | null;
            /** Format: date-time */
            readAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        NotificationList: {
            /** @description The latest 50, newest first. */
            items: components["schemas"]["Notification"][];
            unread: number;
        };
        PushKey: {
            /** @description The VAPID public key (URL-safe base64), or null when Web Push is not configured. */
            publicKey: string | null;
        };
        PushSubscriptionInput: {
            /** Format: uri */
            endpoint: string;
            keys: {
                p256dh: string;
                auth: string;
            };
        };
        PushSubscribed: {
            /** @enum {boolean} */
            subscribed: true;
        };
        PushUnsubscribed: {
            /** @enum {boolean} */
            subscribed: false;
        };
        ContactMessageRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            subject: string;
            bookingReference?: string;
            message: string;
        };
        /** @enum {string} */
        ClaimStatus: "open" | "resolved";
        ClaimRequest: {
            /** @description What went wrong. */
            problem: string;
            /** @description What a photo would show (we call for the photo itself on WhatsApp). */
            photoDescription?: string;
        };
        Claim: {
            id: components["schemas"]["Id"];
            /** @description What the customer quotes, e.g. CLM-7KX2Q9. */
            reference: string;
            bookingId: components["schemas"]["Id"];
            bookingReference: string;
            serviceName: string;
            problem: string;
            photoDescription: string | null;
            status: components["schemas"]["ClaimStatus"];
            resolution: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
        };
        AdminClaim: {
            claim: components["schemas"]["Claim"];
            customer: components["schemas"]["AdminCustomer"];
            /** Format: date-time */
            completedAt: string | null;
            /** @description What admins did to the claim (claim.resolve), newest first; the latest 20. */
            history: components["schemas"]["AuditEntry"][];
        };
        AdminCustomer: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Null for an account made by phone without an e-mail. */
            email: null | components["schemas"]["Email"];
            phone: components["schemas"]["E164Phone"];
        };
        /** @enum {string} */
        MessageKind: "contact" | "referral";
        /** @description A contact message, or a referral a customer sent (who invited whom, and what they wrote). */
        AdminMessage: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["MessageKind"];
            fromName: string;
            /** @description null for a referral sent by a customer whose account has no e-mail (made by phone). */
            fromEmail: null | components["schemas"]["Email"];
            fromPhone: null | components["schemas"]["E164Phone"];
            subject: string;
            /** @description The message, or the note sent with an invitation (may be empty). */
            body: string;
            bookingReference: string | null;
            referral: null | {
                friendName: string;
                friendEmail: null | components["schemas"]["Email"];
                friendPhone: null | components["schemas"]["E164Phone"];
                emailed: boolean;
                /** @description Someone has signed up with the referrer's code using this e-mail or phone. */
                signedUp: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readAt: string | null;
            /** @description What admins did to the message (message.read, message.unread), newest first; the latest 20. */
            history: components["schemas"]["AuditEntry"][];
        };
        AdminReview: {
            review: components["schemas"]["Review"];
            bookingId: components["schemas"]["Id"];
            bookingReference: string;
            customerName: string;
            hidden: boolean;
            /** @description What admins did to the review (review.hide, review.show, with their notes), newest first; the latest 20. */
            history: components["schemas"]["AuditEntry"][];
        };
        OutboxMail: {
            id: components["schemas"]["Id"];
            to: string;
            subject: string;
            /** @description The plain-text part. */
            text: string;
            /** Format: date-time */
            createdAt: string;
        };
        OutboxText: {
            id: components["schemas"]["Id"];
            to: components["schemas"]["E164Phone"];
            /** @description The text; a sign-in code's digits are masked once it has left. */
            body: string;
            /**
             * @description What the text is about.
             * @enum {string}
             */
            purpose: "sign_in_code" | "booking_confirmed" | "pro_assigned" | "on_the_way" | "job_done" | "rescheduled" | "cancelled" | "pro_job_assigned" | "pro_job_changed" | "pro_job_cancelled";
            /**
             * @description kept: in this outbox only (no Termii key); queued: waiting to be sent or retried; sent: Termii took it; failed: gave up after the last retry; held: past a text limit (lastError says which), never sent.
             * @enum {string}
             */
            status: "kept" | "queued" | "sent" | "failed" | "held";
            attempts: number;
            /** @description Why the last send failed, or which limit held the text. */
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        /** @description Give the friend's e-mail, phone, or both. */
        ReferralRequest: {
            friendName: components["schemas"]["PersonName"];
            friendEmail?: components["schemas"]["Email"];
            friendPhone?: components["schemas"]["Phone"];
            /** @description A note to the friend, plain text without links (the invitation carries the sign-up link). */
            message?: string;
        };
        /** @description What was sent to the friend. Without an e-mail nothing is e-mailed; the client offers the WhatsApp link instead. */
        Referral: {
            id: components["schemas"]["Id"];
            friendName: string;
            friendEmail: null | components["schemas"]["Email"];
            friendPhone: null | components["schemas"]["E164Phone"];
            message: string | null;
            referralCode: string;
            /** @description The invitation e-mail went out (to the outbox without SMTP). */
            emailed: boolean;
            /** Format: date-time */
            createdAt: string;
        };
    };
    responses: {
        /** @description The signed-in user. */
        CurrentUser: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CurrentUser"];
                };
            };
        };
        /** @description The booking is stored; the answer is the current user with the new booking first. */
        BookingCreated: {
            headers: {
                /** @description Present (`true`) when this answer replays the first one sent with the same Idempotency-Key. */
                "Idempotent-Replayed"?: "true";
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CurrentUser"];
                };
            };
        };
        /** @description The request is malformed or a field is invalid (NUL in any text included); `fields` says which, in words for a person. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Sign in first. */
        SignInRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The CSRF token is missing or wrong, or the role may not make this call. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something is still in flight for this person (a paid booking to come, an open claim, or a pro's job assigned or in progress); the message says what to do. */
        ErasureRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing like that exists, or it is not yours. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service is not taking bookings (an admin has hidden it), or a request with the same Idempotency-Key is still being processed. */
        BookingConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The Idempotency-Key was already used with a different request. */
        IdempotencyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is over the 32 kB limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is missing or not sent as application/json (UTF-8). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many attempts; wait and try again. Only the calls a stranger could repeat to harm someone
         *     (sign-in, sign-up, password resets, pro applications, contact and referral messages) are
         *     limited, per address and where it matters per account.
         */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds until the limit's window lets this call through again.
                 * @example 900
                 */
                "Retry-After"?: number;
                /**
                 * @description The limit, what is left and when it resets, as draft-ietf-httpapi-ratelimit-headers-07 writes it.
                 * @example limit=5, remaining=0, reset=900
                 */
                RateLimit?: string;
                /**
                 * @description The limit and its window in seconds (draft 7).
                 * @example 5;w=900
                 */
                "RateLimit-Policy"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No payment provider is configured yet; nothing was charged and the booking is kept. */
        PaymentsUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other failure, always in the Error shape (never HTML, never a stack trace). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The booking's id. */
        BookingId: components["schemas"]["Id"];
        /** @description The account's id. */
        PersonId: components["schemas"]["Id"];
        /** @description The application's (pro's) id. */
        ProId: components["schemas"]["Id"];
        /** @description The catalogue entry's id. */
        ServiceId: components["schemas"]["Id"];
        MessageId: components["schemas"]["Id"];
        ReviewId: components["schemas"]["Id"];
        ClaimId: components["schemas"]["Id"];
        /** @description The page, from 1. */
        Page: number;
        PageSize: number;
        /** @description Our reference for one payment attempt. */
        PaymentReference: components["schemas"]["PaymentReference"];
        /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user (false when signed out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentUser"] | false;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            default: components["responses"]["Error"];
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            /** @description The new account, signed in, its e-mail waiting for its confirmation link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentUser"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            400: components["responses"]["ValidationFailed"];
            /** @description The e-mail and password do not match an account (never says which). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; back to the home page. */
            302: {
                headers: {
                    /** @description Always `/`. */
                    Location?: "/";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            default: components["responses"]["Error"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description If the address has an account, a reset link is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            /** @description The form is invalid, or the link is expired, used or unknown. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sendSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInCodeRequest"];
            };
        };
        responses: {
            /** @description If the number can be signed in (or signed up) by text, a code is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInCodeSent"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A code was sent less than 60 seconds ago, or too many codes were asked for this number or from this address. */
            429: {
                headers: {
                    /**
                     * @description Seconds until a code may be asked again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Today's ceiling on sign-in texts is reached; sign-in by e-mail and password still works. */
            503: {
                headers: {
                    /**
                     * @description Seconds until sign-in by text may work again.
                     * @example 3600
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    signInWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeSignInRequest"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            /** @description A new customer account for this number, signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentUser"];
                    };
                };
            };
            /** @description The code is wrong, expired or used up, or a new number was sent without a name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    setBookingTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingTextsRequest"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    sendEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailVerificationRequest"];
            };
        };
        responses: {
            /** @description The account, its e-mail waiting for its confirmation link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentUser"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailVerifyRequest"];
            };
        };
        responses: {
            /** @description The e-mail is confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmailVerified"];
                    };
                };
            };
            /** @description The link is expired, used, voided by a newer one, or unknown. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Another account has already proven this e-mail. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sendPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInCodeRequest"];
            };
        };
        responses: {
            /** @description A code is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInCodeSent"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A code was sent less than 60 seconds ago, or too many codes were asked for this number or from this address. */
            429: {
                headers: {
                    /**
                     * @description Seconds until a code may be asked again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Today's ceiling on texts is reached. */
            503: {
                headers: {
                    /**
                     * @description Seconds until a code may be asked again.
                     * @example 3600
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    verifyPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneVerifyRequest"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            /** @description The code is wrong, expired or used up. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person's data, as an attachment named ile-data-<date>.json. */
            200: {
                headers: {
                    /** @description attachment; filename="ile-data-2026-12-01.json" (the day in WAT). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalData"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Erased and signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErasedResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["ErasureRefused"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    setMarketingTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketingTextsRequest"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    listServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Service"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            default: components["responses"]["Error"];
        };
    };
    bookHomeCleaning: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeCleaningBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookCarpentry: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CarpentryBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookPlumbing: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlumbingBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookFumigation: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FumigationBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookElectricals: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ElectricalsBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookPainting: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaintingBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookInteriors: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InteriorsBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookOfficeCleaning: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfficeCleaningBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookAcRepair: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcRepairBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookTvInstall: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TvInstallBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookDishInstall: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DishInstallBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookWindowInstall: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WindowInstallBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookWifiInstall: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WifiInstallBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookTheatreInstall: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TheatreInstallBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookGarbageRemoval: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GarbageRemovalBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookMoving: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovingBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    bookCurtains: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID the client makes once per intended write and keeps until it gets an answer. The same key and body replay the first answer; the same key with another body is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CurtainsBooking"];
            };
        };
        responses: {
            201: components["responses"]["BookingCreated"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            default: components["responses"]["Error"];
        };
    };
    applyAsPro: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProApplicationRequest"];
            };
        };
        responses: {
            /** @description The application is received and waits for vetting. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProApplication"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            /** @description An application with this phone or e-mail is already waiting for vetting. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest notifications and how many are unread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationList"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The notifications after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationList"];
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key; null means the server sends no pushes, so the client offers none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    subscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionInput"];
            };
        };
        responses: {
            /** @description The subscription is kept. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushSubscribed"];
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    unsubscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description The subscription is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushUnsubscribed"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    listProJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro's jobs in three lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProJobs"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getProJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProJobResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    markJobStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    step: components["schemas"]["JobStep"];
                    /** @description For done only: what the pro wants the customer to know. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The job after the step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProJobResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The step does not fit the job now (out of order, before the visit day, or the job is over). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    declineJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why, for the admin who finds another pro. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Declined; the job is no longer the pro's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The job has started or is over; call us instead. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookings by status and pending applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOverview"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminListBookings: {
        parameters: {
            query?: {
                /** @description A booking reference or part of it; case, spaces and dashes do not matter ("ile 7kx2q9"). */
                reference?: string;
                status?: components["schemas"]["BookingStatus"];
                service?: components["schemas"]["ServiceKey"];
                state?: components["schemas"]["NigerianState"];
                /** @description First visit day (WAT), inclusive. */
                from?: string;
                /** @description Last visit day (WAT), inclusive. */
                to?: string;
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["AdminBooking"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            /** @description How many of `total` fall in each section; items come in this order. */
                            sections: {
                                needsAction: number;
                                upcoming: number;
                                rest: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminGetBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking, candidate pros (approved, offering the service, the booking's state first) and every admin action on it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminBookingDetail"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    adminAssignPro: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    proId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The booking with its pro; the customer is notified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingDetailResponse"];
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The booking's status does not allow a pro now (not paid, started, over), or the pro is not approved (`pro_not_approved`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminMoveBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "in_progress" | "completed";
                    /** @description Why the job starts before its visit day (in Lagos). Needed only then; kept as the audit entry's note. Without it an early start answers 409 booking_state_conflict. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The booking in its new status; the customer is notified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingDetailResponse"];
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The booking's status does not allow the move, or the job would start before its visit day without a `reason`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminCancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The booking, cancelled; the refund is recorded and sent to the provider when it was paid; the customer is notified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingDetailResponse"];
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The job has started or is over; an admin cancels only until it starts. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminListPros: {
        parameters: {
            query?: {
                status?: components["schemas"]["ProStatus"];
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of applications and pros. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ProSummary"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminGetPro: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's (pro's) id. */
                id: components["parameters"]["ProId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProDetailResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    adminDecidePro: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's (pro's) id. */
                id: components["parameters"]["ProId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "approve" | "reject" | "suspend" | "reinstate";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The pro after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProDetailResponse"];
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The decision does not apply to the pro's current status (e.g. suspending a rejected application). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminGetService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The catalogue entry's id. */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    adminUpdateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The catalogue entry's id. */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceUpdate"];
            };
        };
        responses: {
            /** @description The service as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceResponse"];
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminSendNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @description A path on this site, e.g. /services/home-cleaning. */
                    link?: string;
                    /** @enum {string} */
                    audience: "all_customers" | "all_pros" | "one_person";
                    email?: components["schemas"]["Email"];
                    phone?: components["schemas"]["Phone"];
                };
            };
        };
        responses: {
            /** @description How many people received it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recipients: number;
                        };
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminListMessages: {
        parameters: {
            query?: {
                kind?: components["schemas"]["MessageKind"];
                /** @description Only messages nobody has marked read. */
                unread?: boolean;
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["AdminMessage"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminMarkMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: boolean;
                };
            };
        };
        responses: {
            /** @description The message, marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminMessage"];
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminListReviews: {
        parameters: {
            query?: {
                /** @description Only hidden (true) or only visible (false) reviews. */
                hidden?: boolean;
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["AdminReview"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminSetReviewVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ReviewId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The review, hidden or shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReview"];
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminListClaims: {
        parameters: {
            query?: {
                status?: components["schemas"]["ClaimStatus"];
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["AdminClaim"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminResolveClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ClaimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resolution: string;
                };
            };
        };
        responses: {
            /** @description The claim, resolved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminClaim"];
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The claim is already resolved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    adminListOutbox: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of e-mails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["OutboxMail"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminListTexts: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of texts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["OutboxText"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminFindPeople: {
        parameters: {
            query: {
                /** @description A phone (0803 123 4567, +234 803 123 4567…) or an e-mail. Reserved characters may come unencoded (spaces as "+", a raw "@"), as a form sends them. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts with that phone or e-mail (erased accounts are never found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    adminExportPersonData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's id. */
                id: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person's data, as an attachment named ile-data-<date>.json. */
            200: {
                headers: {
                    /** @description attachment; filename="ile-data-2026-12-01.json" (the day in WAT). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalData"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    adminErasePerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's id. */
                id: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminEraseRequest"];
            };
        };
        responses: {
            /** @description Erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErasedResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            /** @description Not an admin, or the account is an admin's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["ErasureRefused"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageRequest"];
            };
        };
        responses: {
            /** @description The message is stored for the support team. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            received: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sendReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralRequest"];
            };
        };
        responses: {
            /** @description The invitation is recorded and sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Referral"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every booking of the customer, in every status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The booking, now cancelled (cancelling twice answers the same). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A pro is already assigned or the job has started; the booking can no longer be cancelled here. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    raiseClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimRequest"];
            };
        };
        responses: {
            /** @description The claim, open; the support team calls within one working day. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description The request is malformed or a field is invalid; `fields` says which, in words for a person. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The booking is not completed, the 7 days have passed, or a claim exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    rescheduleBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The new day (WAT); today or later, within 60 days.
                     */
                    date: string;
                    timeWindow: components["schemas"]["TimeWindow"];
                };
            };
        };
        responses: {
            /** @description The booking with its new day and window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The job has started, finished or was cancelled; it can no longer be moved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    startPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Where to send the customer to pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentCheckout"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The booking cannot be paid now (already paid or cancelled), or the payment provider did not answer (nothing was charged; try again). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["PaymentsUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    handlePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description The provider confirmed the payment; the booking is paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The provider could not be reached in time. The booking is unchanged (still payable); the payment settles later if it went through, and the customer is never charged twice. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            /** @description The provider did not confirm the payment (declined, abandoned, unknown reference) or it does not match the booking (amount, currency, another booking's reference); the booking stays payable. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The booking was already paid with another payment, or cancelled; a charge on this reference is refunded. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["PaymentsUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt, with the refund when the booking was cancelled after payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Receipt"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getTestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Our reference for one payment attempt. */
                reference: components["parameters"]["PaymentReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the test checkout shows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TestCheckout"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    completeTestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Our reference for one payment attempt. */
                reference: components["parameters"]["PaymentReference"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "success" | "declined" | "abandoned";
                };
            };
        };
        responses: {
            /** @description The outcome is recorded; where the browser goes next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            returnUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description This checkout already has an outcome. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    addReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequest"];
            };
        };
        responses: {
            /** @description The review is published. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["SignInRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description This booking already has a review, or is not completed yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Only reviews of this service. */
                service?: components["schemas"]["ServiceKey"];
                /** @description How many reviews at most. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"][];
                        summary: components["schemas"]["ReviewSummary"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ok";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            default: components["responses"]["Error"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ready";
                            /** @enum {string} */
                            database: "sqlite" | "postgres";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description Not ready (starting, draining or the database does not answer). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
