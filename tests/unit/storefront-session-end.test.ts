import { describe, expect, it } from 'vitest';
import { pharmacySessionEndPath } from '../../src/storefront/auth/sessionEndPath';

describe('pharmacy session end (spec 000 §2, §4)', () => {
  it('sends a 4031 (no session) back to the home route', () => {
    expect(pharmacySessionEndPath(4031)).toBe('/');
  });
  it('sends an invalid session to the pharmacy sign-in', () => {
    expect(pharmacySessionEndPath(4041)).toBe('/pharmacy/login');
  });
});
