/**
 * Where each app of the platform listens. One place: dev servers, the production server, the
 * registry and the browser tests read it. CONSOLE_PORT_OFFSET shifts every port (the browser tests
 * use it so a console you are running is not disturbed).
 */
export interface AppSpec {
  /** Package folder and registry name. */
  name: string;
  port: number;
}

export interface Topology {
  shell: AppSpec;
  /** The single-bundle console (`pnpm start:single`), beside the federated one. */
  single: AppSpec;
  remotes: AppSpec[];
  backendPort: number;
}

export function topology(offset = 0): Topology {
  return {
    shell: { name: 'host-shell', port: 8080 + offset },
    single: { name: 'single', port: 8086 + offset },
    remotes: [
      { name: 'remote-crm', port: 8081 + offset },
      { name: 'remote-carrier', port: 8082 + offset },
      { name: 'remote-cloudcall', port: 8083 + offset },
      { name: 'remote-inventory', port: 8084 + offset },
      { name: 'remote-admin', port: 8085 + offset },
    ],
    backendPort: 8090 + offset,
  };
}

const current = topology(Number(process.env.CONSOLE_PORT_OFFSET ?? 0) || 0);

export const SHELL: AppSpec = current.shell;
export const SINGLE: AppSpec = current.single;
export const REMOTES: AppSpec[] = current.remotes;
export const BACKEND_PORT = current.backendPort;
/** The largest request body the API takes: the backend and every origin in front of it (declared in the sdk, whose refusal text names it). */
export { API_BODY_LIMIT_BYTES } from '@console/sdk/constants';

/** The MF container name of a remote: a JS identifier derived from its package name. */
export function containerName(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}

/**
 * Where `pnpm dev <remote>` serves a remote's development build beside a running console: its
 * released origin's port + 50, so both run at once and the port follows CONSOLE_PORT_OFFSET.
 */
export const IN_CONSOLE_DEV_PORT_SHIFT = 50;
export const inConsoleDevPort = (remote: AppSpec): number => remote.port + IN_CONSOLE_DEV_PORT_SHIFT;
