import type { Endpoints } from '../../http/endpoint';
import { clueEndpoints } from './clues';
import { collectionEndpoints } from './collections';
import { customerEndpoints } from './customers';
import { dialEndpoints } from './dial';
import { dictionaryEndpoints } from './dictionary';
import { fieldEndpoints } from './fields';
import { followUpEndpoints } from './followUps';
import { importEndpoints } from './importing';
import { leadFindingEndpoints } from './leadFinding';
import { recordEndpoints } from './records';
import { statisticsEndpoints } from './statistics';
import { templateEndpoints } from './templates';
import { webClueEndpoints } from './webClues';

/** Every endpoint of the CRM area: customers, leads, lead finding. See CONTRACT.md, "CRM". */
export const crmEndpoints: Endpoints = [
  ...customerEndpoints,
  ...importEndpoints,
  ...fieldEndpoints,
  ...dictionaryEndpoints,
  ...followUpEndpoints,
  ...recordEndpoints,
  ...statisticsEndpoints,
  ...templateEndpoints,
  ...clueEndpoints,
  ...webClueEndpoints,
  ...leadFindingEndpoints,
  ...collectionEndpoints,
  ...dialEndpoints,
];
