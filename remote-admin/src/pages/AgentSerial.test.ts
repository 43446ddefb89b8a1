import { resourceForm } from '@console/sdk/kit';
import { declaredList } from '@console/sdk/kit/testing';
import { describe, expect, it } from 'vitest';
import { agentSerialApi, agentSerials } from '../contract';

describe('/agentSerial', () => {
  it('asks for the agent as one types its name (the contract’s searched agents), and the count', async () => {
    const page = declaredList((await import('./AgentSerial')).default);
    expect(page.declared.form?.fields).toEqual(['agentId', 'count']);
    const [agent, count] = resourceForm(agentSerials, ['agentId', 'count']);
    expect(agent).toMatchObject({ name: 'agentId', label: agentSerials.fields.agentId.label, kind: 'select', required: true });
    expect(count).toMatchObject({ name: 'count', required: true });
    // Searched as one types (the kit asks the entry with { name }), not loaded once.
    expect(agentSerials.fields.agentId.options).toBe(agentSerialApi.fetchInitAgent);
    expect(agentSerialApi.fetchInitAgent.searched).toBe(true);
    expect(agent.search).toBeTypeOf('function');
    expect(agent.options).toBeUndefined();
  });
});
