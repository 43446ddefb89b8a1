/**
 * A local override of one area (`pnpm dev <remote>`), as the dev command and the shell both know
 * it: the parameters of the one-time link's fragment and where the dev server trades its ticket.
 * Free of dependencies (`@console/sdk/devOverride`): the shell reads the link before anything else
 * of its own runs.
 */
export const DEV_OVERRIDE = {
  originParam: 'console-dev-origin',
  ticketParam: 'console-dev-ticket',
  claimPath: '/__console-dev/claim',
} as const;
