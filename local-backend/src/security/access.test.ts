import * as shell from '@console/host-shell/contract';
import * as admin from '@console/remote-admin/contract';
import { blackListApi } from '@console/remote-carrier/contract';
import * as carrier from '@console/remote-carrier/contract';
import * as cloudcall from '@console/remote-cloudcall/contract';
import * as crm from '@console/remote-crm/contract';
import * as inventory from '@console/remote-inventory/contract';
import * as history from '@console/sdk/history';
import { isRole, ROLES, type Role } from '@console/sdk/manifest';
import * as platform from '@console/sdk/platformCalls';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthedContext, EndpointDefinition } from '../http/endpoint';
import { allEndpoints } from '../areas';
import { startBackend, type Harness } from '../test/harness';

/**
 * Generated from the endpoint table: every registered endpoint whose access is a role list
 * is called with every seeded role's token, so a new endpoint is covered the day it is added.
 */
const gated = allEndpoints.filter((endpoint) => Array.isArray(endpoint.call.access));
const rolesOf = (endpoint: EndpointDefinition) => endpoint.call.access as readonly Role[];
const allows = (endpoint: EndpointDefinition, role: Role) => rolesOf(endpoint).includes(role);
const GATE_REFUSAL = { code: 403, message: '无权限访问该数据', data: null };

let backend: Harness;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

/** A call as `role`'s token; `claimedRole` tampers the UserRole header (the browser's ms_role). */
const callAs = ({ call }: Pick<EndpointDefinition, 'call'>, role: Role, claimedRole?: Role) =>
  backend.call({
    method: call.method as 'GET',
    url: call.path,
    token: tokens[role],
    headers: claimedRole ? { UserRole: claimedRole } : {},
  });

describe('role-gated endpoints', () => {
  it('exist, and each takes its role list from its area’s access declaration (shared with the manifests)', () => {
    expect(gated.length).toBeGreaterThan(50);
    // An area declares its role lists in its contract: an exported list, or an object of lists (CRM_ACCESS, ADMIN_ACCESS,
    // the platform's PLATFORM_ACCESS, the audit trail's HISTORY_ACCESS …).
    const isRoleList = (value: unknown): value is readonly Role[] => Array.isArray(value) && value.length > 0 && value.every(isRole);
    const declared = [shell, platform, history, admin, carrier, cloudcall, crm, inventory]
      .flatMap((contract) => Object.values(contract))
      .flatMap((value) => (isRoleList(value) ? [value] : value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : []))
      .filter(isRoleList);
    const undeclared = gated.filter((endpoint) => !declared.includes(rolesOf(endpoint))).map((endpoint) => endpoint.call.path);
    expect(undeclared, '角色列表须在所属区域的契约中声明（导出的角色列表或其 *_ACCESS）').toEqual([]);
  });

  it('refuse every other role, whatever its UserRole header claims, before the handler runs: 403, no rows, nothing written', async () => {
    const changes = () => backend.db.prepare('SELECT total_changes()').pluck().get();
    const before = changes();
    for (const endpoint of gated) {
      for (const role of ROLES.filter((role) => !allows(endpoint, role))) {
        for (const claimed of [undefined, rolesOf(endpoint)[0]]) {
          const { status, body } = await callAs(endpoint, role, claimed);
          expect({ status, body }, `${endpoint.call.method} ${endpoint.call.path} as ${role} claiming ${claimed ?? role}`).toEqual({
            status: 200,
            body: GATE_REFUSAL,
          });
        }
      }
    }
    expect(changes()).toBe(before);
  }, 120_000);

  describe('with every handler replaced by a probe that answers the role it was called as', () => {
    const originals = new Map<EndpointDefinition, EndpointDefinition['handler']>();
    beforeAll(() => {
      for (const endpoint of gated) {
        originals.set(endpoint, endpoint.handler);
        endpoint.handler = ({ user }: AuthedContext) => ({ list: [{ role: user.role, userId: user.id }], total: 1 });
      }
    });
    afterAll(() => {
      for (const [endpoint, handler] of originals) endpoint.handler = handler;
    });

    it('let each allowed role through with its own identity (code 200 with data), whatever its UserRole header claims', async () => {
      for (const endpoint of gated) {
        for (const role of ROLES) {
          for (const claimed of [undefined, 'admin' as const]) {
            const { body } = await callAs(endpoint, role, claimed);
            const what = `${endpoint.call.method} ${endpoint.call.path} as ${role} claiming ${claimed ?? role}`;
            if (allows(endpoint, role)) expect(body, what).toMatchObject({ code: 200, data: { list: [{ role }], total: 1 } });
            else expect(body, what).toEqual(GATE_REFUSAL);
          }
        }
      }
    }, 120_000);
  });
});

describe('a tampered UserRole header (the browser’s ms_role)', () => {
  // The lists every logged-in role opens: what the user sees is scoped by the token's user alone.
  const lists = allEndpoints.filter(({ call }) => call.access === 'loggedIn' && /\/(list|record|getRecord\w*)$/i.test(call.path));

  it('gets exactly the rows of the token’s own role on every list', async () => {
    expect(lists.length).toBeGreaterThan(5);
    for (const endpoint of lists) {
      for (const role of ROLES) {
        const own = await callAs(endpoint, role);
        const tampered = await callAs(endpoint, role, 'admin');
        expect(tampered.body, `${endpoint.call.path} as ${role} claiming admin`).toEqual(own.body);
      }
    }
  }, 120_000);

  it('on a scoped list, admin rows stay admin’s: a company claiming admin sees its own total', async () => {
    const list = { call: blackListApi.list };
    const admin = await callAs(list, 'admin');
    const company = await callAs(list, 'company', 'admin');
    expect(company.body.code).toBe(200);
    expect(company.body.data.total).toBeLessThan(admin.body.data.total);
  });
});
