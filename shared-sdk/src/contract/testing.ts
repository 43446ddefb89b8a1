import type * as Parties from './parties';
import { vi, type Mock } from 'vitest';

type Group = Record<string, unknown>;

/**
 * A page test's contract, for `vi.mock('../contract', …)`: every call entry of the named groups (and of
 * groups nested in them) replaced by a mock kept in `calls` by its path, with its declaration (the kit
 * reads roles and columns from it), and each resource field's option loader pointed at its mocked entry.
 */
export function mockContract<T extends Group>(original: T, groups: readonly (keyof T)[], calls: Map<string, Mock>): T {
  const mock = (entry: { path: string }) => {
    const fn = vi.fn();
    calls.set(entry.path, fn);
    return Object.assign(fn, { ...entry });
  };
  const mocked = (group: Group): Group =>
    Object.fromEntries(
      Object.entries(group).map(([name, entry]) => [
        name,
        typeof entry === 'function' ? mock(entry as unknown as { path: string }) : entry && typeof entry === 'object' ? mocked(entry as Group) : entry,
      ]),
    );
  const apis = Object.fromEntries(groups.map((name) => [name, mocked(original[name] as Group)]));
  for (const value of Object.values(original)) {
    if (!value || typeof value !== 'object' || !('fields' in value)) continue;
    for (const field of Object.values(value.fields as Record<string, { options?: { path: string } }>))
      if (field.options && calls.has(field.options.path)) field.options = calls.get(field.options.path) as unknown as { path: string };
  }
  return { ...original, ...apis };
}

/**
 * The parties' pickers mocked the same way, for `vi.mock('@console/sdk/contract/parties', …)`: the
 * entries are kept in `calls` by their path, and the field presets (which resources and pages
 * spread) name the mocks.
 */
export function mockParties(original: typeof Parties, calls: Map<string, Mock>): typeof Parties {
  const { partyApi } = mockContract(original, ['partyApi'], calls);
  return {
    ...original,
    partyApi,
    COMPANY_FIELD: { ...original.COMPANY_FIELD, options: partyApi.companies },
    AGENT_FIELD: { ...original.AGENT_FIELD, options: partyApi.agents },
    DEPARTMENT_FIELD: { ...original.DEPARTMENT_FIELD, options: partyApi.departments },
    STAFF_FIELD: { ...original.STAFF_FIELD, options: partyApi.staff },
  };
}
