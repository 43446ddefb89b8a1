/**
 * @deprecated The endpoint objects remotes released before issue 11 import from the singleton
 * (release b2e621d and earlier). They are no second declaration: each is its area's contract,
 * re-exported, so that such a remote keeps working under this shell. New code imports its own
 * area's contract. Remove this file once deploy/PREVIOUS_RELEASE is a release that has area
 * contracts (the compatibility suite runs the previous remotes under this shell and tells).
 *
 * The relative paths are deliberate: the SDK may not depend on the remote packages (they depend on
 * it), and these few lines are its only reach into them.
 */
export { agentApi } from '../../remote-admin/src/contract/agents';
export { sumApi, topUpApi } from '../../remote-admin/src/contract/dashboard';
export { userApi } from '../../remote-admin/src/contract/organisation';
export { blackListApi } from '../../remote-carrier/src/contract/blacklist';
export { markerApi } from '../../remote-carrier/src/contract/markers';
export { recordApi } from '../../remote-cloudcall/src/contract/records';
export { crmDictionaryApi, crmTemplateApi, customFieldApi } from '../../remote-crm/src/contract/config';
export { clueApi, intentionCustomerApi } from '../../remote-crm/src/contract/customers';
export { clueCollectionApi, webClueApi } from '../../remote-crm/src/contract/leads';
export { leadFindingApi } from '../../remote-crm/src/contract/leadFinding';
export { purchaseApi as inventoryApi } from '../../remote-inventory/src/contract/purchases';
export { warningApi } from '../../remote-inventory/src/contract/warnings';
export {
  CLUE_SOURCES,
  CLUE_STATUSES,
  COLLECTION_STATUSES,
  crmCan,
  DICTIONARY_LABELS,
  FIELD_KIND_LABELS,
  FIELD_KINDS,
  FOLLOW_WAYS,
  LOG_ACTIONS,
  POOL_LABELS,
  QUALITY_ISSUES,
  SHOP_CATEGORIES,
  SHOP_PLATFORMS,
  TEMPLATE_TYPES,
  WEB_CLUE_CHANNELS,
  WEB_CLUE_STATUSES,
} from '../../remote-crm/src/contract/domain';
