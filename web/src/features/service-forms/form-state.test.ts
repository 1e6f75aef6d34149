// Proves the form state's rules: the seed's submit-succeeded flag, errors cleared by editing, and focus requests on failure.
import { describe, expect, it } from 'vitest';
import { initialFormState, serviceFormReducer, type ServiceFormAction, type ServiceFormState } from './form-state.ts';
import { HOME_CLEANING_FORM } from './configs/home-cleaning.ts';
import { defaultDetails } from './parse.ts';
import { defaultVisit } from './visit.ts';

const start = () => initialFormState({ details: defaultDetails(HOME_CLEANING_FORM), visit: defaultVisit(new Date('2026-03-10T09:00:00+01:00')) });
const run = (state: ServiceFormState, ...actions: ServiceFormAction[]) => actions.reduce(serviceFormReducer, state);

describe('the submit-succeeded flag', () => {
  it('when the form opens, then it is false', () => {
    expect(start().submitSucceeded).toBe(false);
  });

  it('when a submit starts, then it is false and the form is submitting', () => {
    const state = run({ ...start(), submitSucceeded: true }, { type: 'submitStart' });
    expect(state.submitSucceeded).toBe(false);
    expect(state.submitting).toBe(true);
  });

  it('when a submit stops without errors, then it is true', () => {
    const state = run(start(), { type: 'submitStart' }, { type: 'submitStop', errors: {} });
    expect(state.submitSucceeded).toBe(true);
    expect(state.submitting).toBe(false);
  });

  it('when a submit stops with errors, then it stays false and focus is requested', () => {
    const state = run(start(), { type: 'submitStart' }, { type: 'submitStop', errors: { 'visit.address.street': 'Enter the house number and street.' } });
    expect(state.submitSucceeded).toBe(false);
    expect(state.focusRequest).toBe(1);
    expect(state.errors).toEqual({ 'visit.address.street': 'Enter the house number and street.' });
  });

  it('when a field is touched after a successful submit, then it is false again', () => {
    const succeeded = run(start(), { type: 'submitStart' }, { type: 'submitStop', errors: {} });
    expect(run(succeeded, { type: 'visit', name: 'notes', value: 'Gate code 1234' }).submitSucceeded).toBe(false);
    expect(run(succeeded, { type: 'detail', name: 'bedrooms', value: '3' }).submitSucceeded).toBe(false);
  });
});

describe('editing', () => {
  it('when a field with an error is edited, then only its error goes and the value is kept as typed', () => {
    const failed = run(start(), { type: 'submitStop', errors: { 'details.bedrooms': 'Choose 10 or fewer.', 'visit.address.city': 'Enter the town or city.' } });
    const edited = run(failed, { type: 'detail', name: 'bedrooms', value: ' 4' });
    expect(edited.values.details.bedrooms).toBe(' 4');
    expect(edited.errors).toEqual({ 'visit.address.city': 'Enter the town or city.' });
  });

  it('when one part of an address is edited, then the other parts keep their errors', () => {
    const failed = run(start(), { type: 'submitStop', errors: { 'details.destination.street': 'a', 'details.destination.city': 'b' } });
    const edited = run(failed, { type: 'detail', name: 'destination', value: { street: '3 Adeola Odeku', landmark: '', area: '', city: '', state: '' }, path: 'details.destination.street' });
    expect(edited.errors).toEqual({ 'details.destination.city': 'b' });
  });

  it('when a visit field is edited, then its error goes under the spec path', () => {
    const failed = run(start(), { type: 'submitStop', errors: { 'visit.contactPhone': 'Enter a phone number the pro can call.' } });
    expect(run(failed, { type: 'visit', name: 'contactPhone', value: '0803' }).errors).toEqual({});
  });
});
