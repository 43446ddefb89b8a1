import { describe, expect, it, vi } from 'vitest';
import { LIST_PAGE_COMPONENTS } from '@console/sdk/kit';

// antd as the shell provides it: a getter per export, whose first read runs the component's module.
// (Components only: the module loader reads `then` of what the mock resolves to.)
const { read, component } = vi.hoisted(() => ({
  read: [] as string[],
  component: (name: string | symbol): name is string => typeof name === 'string' && /^[A-Z]/.test(name),
}));
vi.mock('antd', () => new Proxy({}, { has: (_target, name) => component(name), get: (_target, name) => (component(name) && read.push(name), undefined) }));

describe('WARM_LIST_STEPS', () => {
  it('reads each export a kit list draws, one per step, and nothing on import', async () => {
    read.length = 0;
    const { WARM_LIST_STEPS } = await import('./warmList');
    expect(read).toEqual([]);
    expect(WARM_LIST_STEPS).toHaveLength(LIST_PAGE_COMPONENTS.length);
    WARM_LIST_STEPS[0]!();
    expect(read).toEqual([LIST_PAGE_COMPONENTS[0]]);
    for (const step of WARM_LIST_STEPS.slice(1)) step();
    expect(read).toEqual([...LIST_PAGE_COMPONENTS]);
  });
});
