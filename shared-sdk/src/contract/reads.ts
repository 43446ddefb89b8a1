/** What tells a read from a write: a contract entry's path and how it is declared (index.ts's CallSpec has these). */
interface CallShape {
  readonly path: string;
  readonly encoding?: string;
  readonly resource?: { readonly as?: string };
}

/**
 * A read, by its declaration (a list, a file answer) or by the verb its path ends with: the spec's
 * reads are named list, fetch…, get…, find…, test… (a connection tried, nothing kept), …List, …Record, …Count and the like, unless the verb
 * says it writes (saveOemInfo, updateCompanyStatistics); everything else is a write. The backend's
 * operation log keeps the writes; the console counts them (dataGeneration.ts) so that a kept page
 * shown again knows its data may have changed.
 */
const READ_PREFIX = /^(list|all|info|count|account|fetch|get|find|query|batchQuery|search|download|export|leaderboard|options|test)/;
const READ_SUFFIX = /(List|Record|Records|Count|Info|Query|Statistics|Options)$/;
const WRITE_PREFIX = /^(add|update|delete|save|set)[A-Z]/;

const verbOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function isRead(call: CallShape): boolean {
  const verb = verbOf(call.path);
  return call.resource?.as === 'list' || call.encoding === 'file' || READ_PREFIX.test(verb) || (!WRITE_PREFIX.test(verb) && READ_SUFFIX.test(verb));
}
