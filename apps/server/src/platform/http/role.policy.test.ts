import { describe, expect, it } from 'vitest';
import { hasRole } from './role.policy';

const person = (isCreator: boolean, isOperator: boolean) => ({ isCreator, isOperator });

describe('role policy', () => {
  it('every signed-in person is a user; creators and operators only by their flag', () => {
    expect(hasRole(person(false, false), 'user')).toBe(true);
    expect(hasRole(person(false, false), 'creator')).toBe(false);
    expect(hasRole(person(true, false), 'creator')).toBe(true);
    expect(hasRole(person(true, false), 'operator')).toBe(false);
    expect(hasRole(person(false, true), 'operator')).toBe(true);
    expect(hasRole(person(false, true), 'creator')).toBe(false);
  });
});
