// Proves a job's stage is read from its status and times, that a pro may decline only before starting,
// and that the map link carries the whole address.
import { describe, expect, it } from 'vitest';
import { buildProJob } from '../../testing/fixtures/pro-jobs.ts';
import { canDecline, jobStage, mapsLink } from './job-steps.ts';

describe('jobStage', () => {
  it('reads each step of a job', () => {
    expect(jobStage(buildProJob('assigned'))).toBe('assigned');
    expect(jobStage(buildProJob('on_the_way'))).toBe('on_the_way');
    expect(jobStage(buildProJob('started'))).toBe('started');
    expect(jobStage(buildProJob('done'))).toBe('done');
    expect(jobStage(buildProJob('cancelled'))).toBe('cancelled');
  });
});

describe('canDecline', () => {
  it('allows a decline until the job has started', () => {
    expect(canDecline('assigned')).toBe(true);
    expect(canDecline('on_the_way')).toBe(true);
    expect(canDecline('started')).toBe(false);
    expect(canDecline('done')).toBe(false);
    expect(canDecline('cancelled')).toBe(false);
  });
});

describe('mapsLink', () => {
  it('searches for street, area, city and state', () => {
    const link = mapsLink({ street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT' });
    expect(link).toBe('https://www.google.com/maps/search/?api=1&query=12%20Aminu%20Kano%20Crescent%2C%20Wuse%202%2C%20Abuja%2C%20FCT');
  });
});
