import { renewalCall } from '@console/sdk/platformCalls';
import { issueToken } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';

/** Token renewal: the SDK asks for a fresh token when a response says the current one is expiring. */
export const renewalEndpoints: Endpoints = [
  define({
    call: renewalCall,
    handler: ({ db, config, user }) => issueToken(db, user.id, config.tokenTtlSeconds),
  }),
];
