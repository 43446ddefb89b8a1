import { intentionCustomerApi, readSession, type CustomerFormOptions } from '@console/sdk';
import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<CustomerFormOptions>>();

/** The user's sources, stages, tags and customer columns, fetched once per user and page session. */
export function loadFormOptions(): Promise<CustomerFormOptions> {
  const key = readSession().userId;
  let pending = cache.get(key);
  if (!pending) {
    pending = intentionCustomerApi.formOptions().then((envelope) => envelope.data);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** After a source, stage, tag or field changes, the next page to ask gets the new lists. */
export function forgetFormOptions(): void {
  cache.clear();
}

export function useFormOptions(): CustomerFormOptions | null {
  const [options, setOptions] = useState<CustomerFormOptions | null>(null);
  useEffect(() => {
    let current = true;
    loadFormOptions()
      .then((loaded) => current && setOptions(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return options;
}
