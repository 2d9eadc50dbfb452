import { describe, expect, it } from 'vitest';
import { roleChangeProblem } from './admin-service';

describe('who may change a role', () => {
  it('lets an admin grant the role to anybody', () => {
    expect(roleChangeProblem(1, 2, 'admin', [1])).toBeUndefined();
  });

  it('lets an admin take it from another admin while another one is left', () => {
    expect(roleChangeProblem(1, 2, 'member', [1, 2])).toBeUndefined();
  });

  it('never lets an admin remove their own role', () => {
    expect(roleChangeProblem(1, 1, 'member', [1, 2])).toBe('own_role');
  });

  it('never leaves the shop without an admin', () => {
    // The command line (no actor) and an actor demoted meanwhile meet the last admin.
    expect(roleChangeProblem(null, 2, 'member', [2])).toBe('last_admin');
    expect(roleChangeProblem(1, 2, 'member', [2])).toBe('not_admin');
  });

  it('changes nothing for a member who is not an admin', () => {
    expect(roleChangeProblem(1, 3, 'member', [1])).toBeUndefined();
  });
});
