export * from './phone.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './states.ts';
export * from './catalogue.ts';
export * from './pricing.ts';
export * from './booking-status.ts';
export * from './visit-date.ts';
